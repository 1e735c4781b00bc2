-- | The steps of docs/refinement.md that the course's twin (docs/haskell/Main.hs) does not
-- take: the naive search, Bird's solver with MRV, and the full rules.
--
-- Quoted by docs/refinement.md (steps 1, 2 and 4); tests/test_snippets.py holds every
-- quotation to this file and type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Refinement where

import Control.Monad (guard, (>=>))
import Sketches.Engine (Domains, Var, count, fixpoint, (!))

-- Step 1: naive -------------------------------------------------------------------------

naiveSolutions :: Problem -> [Solution]
naiveSolutions p = map filled (fill p (holes p))     -- holes: the empty cells, in reading order

fill :: Problem -> [Pos] -> [Problem]
fill p []         = return p
fill p (pos:rest) = do v <- [1 .. roomSize p pos]
                       guard (allowed p pos v)         -- against the cells filled so far
                       fill (set pos v p) rest

-- Step 2: mrv-spec ----------------------------------------------------------------------

type Choices = [Int]

mrvSolutions :: Problem -> [Solution]
mrvSolutions = map decided . concatMap search . assignGivens . choices

search :: Puzzle Choices -> [Puzzle Choices]
search s | complete s = [s]
         | otherwise  = [s'' | s' <- expand s, s'' <- search s']

expand :: Puzzle Choices -> [Puzzle Choices]
expand s = do let pos = fewestChoices s      -- minimum remaining values (MRV)
              v <- choicesAt s pos
              assign s pos v                 -- [] when v leads to a contradiction

-- Step 4: full --------------------------------------------------------------------------

prune :: Domains -> Maybe Domains              -- to a fixpoint, as in Bird's solver
prune = fixpoint (forwardCheck >=> hiddenSingles >=> deadRooms >=> roomReach)

-- dom/deg: few candidates, many undecided neighbours
priority :: Domains -> Var -> Int
priority ds x = count (ds ! x) * 1024 `div` (1 + length (undecidedNeighbours x))

-- what the sketches lean on -------------------------------------------------------------

type Pos = (Int, Int)

-- | A grid of rooms with a value of type @a@ in every cell (docs/haskell/Main.hs has it).
data Puzzle a

type Problem = Puzzle (Maybe Int)

type Solution = Puzzle Int

holes :: Problem -> [Pos]
holes = undefined

roomSize :: Problem -> Pos -> Int
roomSize = undefined

-- | May the cell hold the value next to the values already in the grid?
allowed :: Problem -> Pos -> Int -> Bool
allowed = undefined

set :: Pos -> Int -> Problem -> Problem
set = undefined

filled :: Problem -> Solution
filled = undefined

choices :: Problem -> Puzzle Choices
choices = undefined

-- | Forward checking from the givens: [] when two of them break a rule together.
assignGivens :: Puzzle Choices -> [Puzzle Choices]
assignGivens = undefined

complete :: Puzzle Choices -> Bool
complete = undefined

decided :: Puzzle Choices -> Solution
decided = undefined

fewestChoices :: Puzzle Choices -> Pos
fewestChoices = undefined

choicesAt :: Puzzle Choices -> Pos -> [Int]
choicesAt = undefined

-- | Put the value in the cell, and take it from every cell it rules out, to a fixpoint.
assign :: Puzzle Choices -> Pos -> Int -> [Puzzle Choices]
assign = undefined

forwardCheck, hiddenSingles, deadRooms, roomReach :: Domains -> Maybe Domains
forwardCheck = undefined
hiddenSingles = undefined
deadRooms = undefined
roomReach = undefined

undecidedNeighbours :: Var -> [Var]
undecidedNeighbours = undefined
