-- | Creek's model for the engine, as docs/creek.md shows it in Haskell.
--
-- Quoted by docs/creek.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Creek where

import Sketches.Engine (Model)

type Problem  = Matrix (Maybe Clue)   -- the (H+1) x (W+1) crossings, a clue or none
type Solution = Matrix Box            -- the H x W boxes, 0 empty or 1 filled
data Deductions = Forward | Sealed | Full
creekModel :: Deductions -> Problem -> Model Solution

-- what the sketches lean on -------------------------------------------------------------

-- | The grid's persistent map from position to value (ripple_fp/grid/matrix.py).
data Matrix a

-- | How many of the boxes around a crossing are filled.
type Clue = Int

-- | A box: 0 empty, 1 filled.
type Box = Int

creekModel = undefined
