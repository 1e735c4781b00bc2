-- | Takuzu's model for the engine, as docs/takuzu.md shows it in Haskell.
--
-- Quoted by docs/takuzu.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Takuzu where

import Sketches.Engine (Model)

data Deductions = Forward | Lines | Full
takuzuModel :: Deductions -> Puzzle (Maybe Colour) -> Model (Puzzle Colour)

-- what the sketches lean on -------------------------------------------------------------

-- | A square grid with a value of type @a@ in every cell.
data Puzzle a

data Colour = Red | Blue

takuzuModel = undefined
