-- | Suguru's model for the engine, as docs/suguru.md shows it in Haskell.
--
-- Quoted by docs/suguru.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Suguru where

import Sketches.Engine (Model)

data Deductions = Forward | Full
suguruModel :: Deductions -> Puzzle (Maybe Int) -> Model (Puzzle Int)

-- what the sketches lean on -------------------------------------------------------------

-- | A grid of rooms with a value of type @a@ in every cell.
data Puzzle a

suguruModel = undefined
