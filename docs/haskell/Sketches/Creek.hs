-- | Creek's model for the engine, as docs/creek.md shows it in Haskell.
--
-- Quoted by docs/creek.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Creek where

import Sketches.Engine (Model)

data Deductions = Forward | Sealed | Full
creekModel :: Deductions -> Puzzle -> Model (Grid Bool)

-- what the sketches lean on -------------------------------------------------------------

-- | The clues at the corners of the boxes.
data Puzzle

-- | A value in every box (True: filled).
data Grid a

creekModel = undefined
