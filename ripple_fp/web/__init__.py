"""``ripple-fp serve``: a web page to load, play, check, hint, explain and solve a puzzle
of any kind, and the small JSON API behind it (the extra ``web``: Starlette and uvicorn).

Haskell counterpart (a servant API over the same functions the commands call)::

    type API = "api" :> ( "load" :> Post Puzzle | "solve" :> Post Reply | ... )

The package is IO: :mod:`.jobs` does what one request asks (read the puzzle with the
kind's parser, search, judge, explain, write) with the functions the commands use and
their replies, on a worker process (:mod:`.pool`); :mod:`.app` is the server, the
routes and the page (``static/``). Before a worker: :mod:`.connections` gives each
request its time and caps the connections, :mod:`.guard` lets through only this
server's host names and own page and logs every refusal, and :mod:`.look` refuses a
puzzle whose text shows it past the limits. Nothing in the pure core imports it.
"""
