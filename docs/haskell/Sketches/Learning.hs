-- | The learning search's state (ripple_fp/search/learning.py), as the docs show it.
--
-- Quoted by docs/haskell-to-python.md (section 7); tests/test_snippets.py holds the
-- quotation to this file and type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Learning where

import Control.Monad.State (State, evalState)
import Data.Map (Map)
import Data.Set (Set)

data Solver = Solver { trail    :: Trail              -- assignment, levels, reasons
                     , learnt   :: Map ClauseId Int   -- learnt clauses and their LBD
                     , activity :: Activity           -- VSIDS scores and queue
                     , restarts :: [Int] }            -- the Luby sequence, consumed

models :: Formula -> [Set Var]
models f = evalState loop (start f)
  where loop = do r <- step
                  case r of Model m -> (m :) <$> (block m >> loop)
                            Unsat   -> pure []
                            Going   -> loop

-- what the sketches lean on -------------------------------------------------------------

type Var = Int

type ClauseId = Int

-- | Every literal set, its decision level, and what forced it.
data Trail

-- | The variables' activity scores, and their queue.
data Activity

-- | Clauses and "exactly one" groups over the variables.
data Formula

-- | What one step of the search ends in.
data Outcome = Model (Set Var) | Unsat | Going

start :: Formula -> Solver
start = undefined

step :: State Solver Outcome
step = undefined

-- | Forbid a model found, so that the next one differs.
block :: Set Var -> State Solver ()
block = undefined
