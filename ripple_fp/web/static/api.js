// The server's JSON API (docs/cli.md, "The API"): one question, its answer or its refusal.

// A question the server (or the network) refused: the HTTP status (0: no answer at all),
// the server's `code` (its exit code for the same failure) and what it said.
export class Refusal extends Error {
  constructor(status, code, said) {
    super(said.error || "error " + status);
    this.status = status;
    this.code = code;
    this.said = said;
  }
}

// The answer of /api/NAME to `body` (none: a GET), or a Refusal.
export async function api(name, body) {
  let response;
  try {
    response = await fetch("/api/" + name, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Refusal(0, null, { error: String(error) });
  }
  let said;
  try { said = await response.json(); } catch (error) { said = { error: "the server's answer is not JSON" }; }
  if (!response.ok) throw new Refusal(response.status, said.code === undefined ? null : said.code, said);
  return said;
}
