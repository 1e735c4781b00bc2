-- | The generic engine's shapes (ripple_fp/search/), as the docs show them in Haskell.
--
-- Quoted by docs/haskell-to-python.md (sections 6 and 7) and docs/refinement.md (steps 3
-- and 5), and the kind pages' sketches build its Model; tests/test_snippets.py holds
-- every quotation to this file and type-checks it with GHC (-fno-code -Wall -Werror). A
-- sketch, not a solver: what the sketches only name is declared at the end, most of it as
-- a stub.
module Sketches.Engine where

import Control.Monad (foldM)
import Data.Bits (popCount, testBit, (.&.))
import Data.Sequence (Seq)
import qualified Data.Sequence as Seq

-- The search sees a puzzle only as a record of functions --------------------------------

type Var        = Int                    -- a variable: for Ripple, a cell
type Candidates = Word                   -- bit v set: v is still possible
type Domains    = Seq Candidates         -- one per variable (Ripple's cells in reading order)
type Queue      = Heap Int               -- undecided variables keyed by priority, then number

data State = State { domains :: Domains, queue :: Queue, guide :: Guide }

mostConstrained :: State -> Var
mostConstrained = (.&. varMask) . findMin . queue

data Model s = Model
  { start      :: Maybe (Domains, [Var])                       -- the root, propagated
  , narrow     :: Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
  , neighbours :: Var -> [Var]
  , readOut    :: Domains -> s }                               -- every variable decided

data Order = Mrv | DomDeg | LookAhead
data Guide = Guide { priority :: Domains -> Var -> Int         -- lowest is guessed first
                   , values   :: Domains -> Var -> [Int]       -- in the order to try them
                   , after    :: Domains -> [Var] -> Maybe (Domains, [Var], Guide) }
root :: Order -> Model s -> Domains -> Maybe (Domains, Guide)

solve  :: Model s -> Order -> [s]
expand :: State -> [State]
expand s = do let x = mostConstrained s
              v <- values (guide s) (domains s) x
              assign s x v                       -- [] when propagation fails

-- Propagation to a fixpoint, written once -----------------------------------------------

propagate :: Rules -> Domains -> [(Var, Candidates)] -> Maybe (Domains, [Var])
propagate rules ds rs = fixpoint (apply rules) =<< foldM narrowVar (ds, []) rs

fixpoint :: Eq a => (a -> Maybe a) -> a -> Maybe a   -- Nothing: a contradiction
fixpoint f x = f x >>= \y -> if y == x then Just x else fixpoint f y

-- Looking one guess ahead ---------------------------------------------------------------

probe :: Model s -> Domains -> Var -> [(Int, Int)]   -- surviving values, with their impact
probe m ds x = [ (v, length changed) | v <- members (ds ! x)
                                     , Just (_, changed) <- [narrow m ds [(x, single v)]] ]

shave :: Model s -> Domains -> [Var] -> Maybe Domains
shave m ds xs = foldM (keepSurvivors m) ds xs        -- drop the values whose probe fails

-- what the sketches lean on -------------------------------------------------------------

-- | A persistent priority queue (ripple_fp/search/pqueue.py: a leftist heap).
data Heap a

findMin :: Heap a -> a
findMin = undefined

varMask :: Int
varMask = 2 ^ (24 :: Int) - 1 -- a key is priority * 2^24 + variable

(!) :: Domains -> Var -> Candidates
(!) = Seq.index

members :: Candidates -> [Int]
members cands = filter (testBit cands) [0 .. 63]

count :: Candidates -> Int
count = popCount

single :: Int -> Candidates
single v = 2 ^ v

-- The engine's entry points, whose types the sketches show.
root = undefined

solve = undefined

assign :: State -> Var -> Int -> [State]
assign = undefined

-- | A puzzle's rules, as its propagation applies them.
data Rules

apply :: Rules -> (Domains, [Var]) -> Maybe (Domains, [Var])
apply = undefined

-- | Keep only the given candidates of one variable; Nothing if none is left.
narrowVar :: (Domains, [Var]) -> (Var, Candidates) -> Maybe (Domains, [Var])
narrowVar = undefined

keepSurvivors :: Model s -> Domains -> Var -> Maybe Domains
keepSurvivors = undefined
