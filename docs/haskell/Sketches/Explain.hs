-- | The explained solve (ripple_fp/ripple/explaining/), as docs/explain.md shows it in
-- Haskell: a lazy list of steps, unfolded from a notebook of candidates.
--
-- Quoted by docs/explain.md; tests/test_snippets.py holds the quotation to this file and
-- type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Explain where

import Data.List (unfoldr)
import Data.Maybe (catMaybes)

deductions :: Puzzle (Maybe Int) -> [Step]
deductions p = unfoldr next (start p)
  where next nb | complete nb || dead nb = Nothing
                | otherwise = Just (firstJust [ rule nb | rule <- rules ])
        rules = [roomRule, crossRule, nakedSingle, hiddenSingle, roomReach,
                 contradiction, guess]

-- what the sketches lean on -------------------------------------------------------------

-- | A grid of rooms with a value of type @a@ in every cell.
data Puzzle a

-- | Every cell's candidates, and what the steps so far have shown.
data Notebook

-- | One step a person can follow: the rule, where, and what it removes or places.
data Step

start :: Puzzle (Maybe Int) -> Notebook
start = undefined

complete, dead :: Notebook -> Bool
complete = undefined
dead = undefined

-- | A rule's next step, and the notebook after it; Nothing where the rule sees none.
roomRule, crossRule, nakedSingle, hiddenSingle, roomReach :: Notebook -> Maybe (Step, Notebook)
roomRule = undefined
crossRule = undefined
nakedSingle = undefined
hiddenSingle = undefined
roomReach = undefined

-- | Supposing a value leads to no solution (a contradiction), or a guess: always a step.
contradiction, guess :: Notebook -> Maybe (Step, Notebook)
contradiction = undefined
guess = undefined

firstJust :: [Maybe a] -> a
firstJust = head . catMaybes
