"""A Ripple Effect solver in one file of plain Python: the yardstick for the command's
start-up (benchmarks/startup.py).

    python benchmarks/plain_solver.py IN OUT

It reads the course format (rooms, an empty line, values with ``-``), solves by the
most constrained cell first with forward checking, and writes the solution, or prints
``This puzzle has no solution``. It imports nothing but the standard library's ``sys``:
what a person would write in an afternoon, and what ``ripple-effect IN OUT`` is
compared with on published puzzles, each as a new process.
"""

import sys

Cell = tuple[int, int]
Options = dict[Cell, set[int]]
Board = tuple[int, int, dict[Cell, list[Cell]]]
"""Rows, columns, and the cells of each cell's room."""


def read(text: str) -> tuple[Board, dict[Cell, int]]:
    rooms_text, _, values_text = text.strip().partition("\n\n")
    rooms = [line.split() for line in rooms_text.splitlines()]
    values = [line.split() for line in values_text.splitlines()]
    cells = [(r, c) for r in range(len(rooms)) for c in range(len(rooms[0]))]
    members: dict[str, list[Cell]] = {}
    for r, c in cells:
        members.setdefault(rooms[r][c], []).append((r, c))
    room_of = {(r, c): members[rooms[r][c]] for r, c in cells}
    grid = {(r, c): (0 if values[r][c] == "-" else int(values[r][c])) for r, c in cells}
    return (len(rooms), len(rooms[0]), room_of), grid


def peers(board: Board, cell: Cell, value: int) -> list[Cell]:
    rows, cols, room_of = board
    r, c = cell
    seen = [other for other in room_of[cell] if other != cell]
    for d in range(1, value + 1):
        seen += [(r + d, c), (r - d, c), (r, c + d), (r, c - d)]
    return [(y, x) for y, x in seen if 0 <= y < rows and 0 <= x < cols]


def eliminate(board: Board, options: Options, cell: Cell, value: int) -> bool:
    for other in peers(board, cell, value):
        if value in options[other]:
            if options[other] == {value}:
                return False
            options[other] = options[other] - {value}
    return True


def propagate(board: Board, options: Options, placed: set[Cell]) -> bool:
    changed = True
    while changed:
        changed = False
        for cell, values in list(options.items()):
            if len(values) == 1 and cell not in placed:
                placed.add(cell)
                if not eliminate(board, options, cell, next(iter(values))):
                    return False
                changed = True
    return True


def search(board: Board, options: Options, placed: set[Cell]) -> Options | None:
    open_cells = [cell for cell, values in options.items() if len(values) > 1]
    if not open_cells:
        return options
    cell = min(open_cells, key=lambda each: len(options[each]))
    for value in sorted(options[cell]):
        trial, done = dict(options), set(placed)
        trial[cell] = {value}
        if propagate(board, trial, done):
            found = search(board, trial, done)
            if found is not None:
                return found
    return None


def main(source: str, target: str) -> int:
    with open(source) as file:
        board, grid = read(file.read())
    rows, cols, room_of = board
    options = {
        cell: {value} if value else set(range(1, len(room_of[cell]) + 1))
        for cell, value in grid.items()
    }
    placed: set[Cell] = set()
    solved = search(board, options, placed) if propagate(board, options, placed) else None
    if solved is None:
        print("This puzzle has no solution")
        return 1
    lines = (
        " ".join(str(next(iter(solved[(r, c)]))) for c in range(cols)) + "\n" for r in range(rows)
    )
    with open(target, "w") as file:
        file.writelines(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
