-- | Takuzu's model for the engine, as docs/takuzu.md shows it in Haskell.
--
-- Quoted by docs/takuzu.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Takuzu where

import Sketches.Engine (Model)

type Problem  = Matrix (Maybe Colour)
type Solution = Matrix Colour
data Deductions = Forward | Lines | Full
takuzuModel :: Rules -> Deductions -> Problem -> Model Solution

-- what the sketches lean on -------------------------------------------------------------

-- | The grid's persistent map from position to value (ripple_fp/grid/matrix.py).
data Matrix a

data Colour = Red | Blue

-- | The rule set a kind plays under: 0h h1's unique lines, or not (Tohu-Wa-Vohu).
newtype Rules = Rules {uniqueLines :: Bool}

takuzuModel = undefined
