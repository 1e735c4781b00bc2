-- | Vergleichssudoku's model for the engine, as docs/vergleich.md shows it in Haskell.
--
-- Quoted by docs/vergleich.md; tests/test_snippets.py holds the quotation to this file
-- and type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Vergleich where

import Sketches.Engine (Model)

data Deductions = Forward | Bounds | Full
vergleichModel :: Deductions -> Puzzle Clue -> Model (Puzzle Int)

-- what the sketches lean on -------------------------------------------------------------

-- | A sudoku grid with a value of type @a@ in every cell.
data Puzzle a

-- | A cell's signs: greater or less than its right neighbour, and than the one below.
data Clue

vergleichModel = undefined
