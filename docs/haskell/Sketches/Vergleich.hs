-- | Vergleichssudoku's model for the engine, as docs/vergleich.md shows it in Haskell.
--
-- Quoted by docs/vergleich.md; tests/test_snippets.py holds the quotation to this file
-- and type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Vergleich where

import Sketches.Engine (Model)

type Problem  = Matrix Clue     -- the signs of every cell; no digit is given
type Solution = Matrix Int
data Deductions = Forward | Bounds | Full
vergleichModel :: Deductions -> Problem -> Model Solution

-- what the sketches lean on -------------------------------------------------------------

-- | The grid's persistent map from position to value (ripple_fp/grid/matrix.py).
data Matrix a

-- | A cell's signs: greater or less than its right neighbour, and than the one below.
data Clue

vergleichModel = undefined
