{-# LANGUAGE DeriveFunctor #-}

-- | The Haskell that docs/exercises.md asks you to translate, or to test.
--
-- Quoted by docs/exercises.md (exercises 1, 2, 5, 6 and 7); tests/test_snippets.py holds
-- every quotation to this file and type-checks it with GHC (-fno-code -Wall -Werror).
module Sketches.Exercises where

import Control.Monad.Except (liftEither)
import Control.Monad.Trans.Except (ExceptT)
import Data.List (sortOn, tails)
import Data.Map (Map)
import qualified Data.Map as Map

-- 1. The cross rule ---------------------------------------------------------------------

type Pair = (Pos, Pos, Int, Int)             -- first cell, second cell, value, distance

linePairs :: [(Pos, Int)] -> [Pair]
linePairs cells =
  [ (p, q, v, j - i) | ((i, (p, v)) : rest) <- tails (zip [0 ..] cells)
                     , (j, (q, w)) <- rest
                     , v == w, j - i <= v ]

crossPairs :: Puzzle Int -> [Pair]
crossPairs s = sortOn (\(p, q, _, _) -> (p, q)) (concatMap linePairs (rowsOf s ++ columnsOf s))

rowsOf, columnsOf :: Puzzle Int -> [[(Pos, Int)]]
rowsOf s    = [ [ ((r, c), s ! (r, c)) | c <- [0 .. w - 1] ] | r <- [0 .. h - 1] ]
  where (h, w) = size (layout s)
columnsOf s = [ [ ((r, c), s ! (r, c)) | r <- [0 .. h - 1] ] | c <- [0 .. w - 1] ]
  where (h, w) = size (layout s)

-- 2. Breadth-first search ---------------------------------------------------------------

levels :: (s -> [s]) -> s -> [[s]]
levels expand s = takeWhile (not . null) (iterate (>>= expand) [s])

breadthFirst :: (s -> Bool) -> (s -> [s]) -> s -> [s]
breadthFirst complete expand s = [ x | level <- levels open s, x <- level, complete x ]
  where open x = if complete x then [] else expand x

-- 5. The functor laws -------------------------------------------------------------------

prop_identity    p     = fmap id p == p
prop_composition p f g = fmap (g . f) p == (fmap g . fmap f) p

-- 6. The monad laws ---------------------------------------------------------------------

prop_leftIdentity  a f   = (return a >>= f) == f a
prop_rightIdentity m     = (m >>= return) == m
prop_associativity m f g = ((m >>= f) >>= g) == (m >>= (\x -> f x >>= g))

-- 7. IO that may fail -------------------------------------------------------------------

solveFile :: FilePath -> FilePath -> ExceptT RunError IO FilePath
solveFile source target = do problem <- readPuzzle ripple source
                             text    <- liftEither (solveProblem problem)
                             writeAtomically target text
                             return target

-- what the sketches lean on -------------------------------------------------------------

type Pos = (Int, Int)

type Size = (Int, Int)

data Layout = Layout {size :: Size, roomOf :: Map Pos Int} deriving (Eq)

data Puzzle a = Puzzle {layout :: Layout, grid :: Map Pos a} deriving (Eq, Functor)

(!) :: Puzzle a -> Pos -> a
s ! pos = grid s Map.! pos

-- The laws' types: for puzzles of numbers, and for the list monad.
prop_identity :: Puzzle Int -> Bool
prop_composition :: Puzzle Int -> (Int -> Int) -> (Int -> Int) -> Bool
prop_leftIdentity :: Int -> (Int -> [Int]) -> Bool
prop_rightIdentity :: [Int] -> Bool
prop_associativity :: [Int] -> (Int -> [Int]) -> (Int -> [Int]) -> Bool

-- | Why a command fails.
data RunError

-- | A kind of puzzle as every command reads it.
data Kind

-- | Ripple Effect's kind.
ripple :: Kind
ripple = undefined

type Problem = Puzzle (Maybe Int)

readPuzzle :: Kind -> FilePath -> ExceptT RunError IO Problem
readPuzzle = undefined

-- | Solved, checked and rendered as text; or why not.
solveProblem :: Problem -> Either RunError String
solveProblem = undefined

-- | Write the text to a file beside the target, then rename it over the target.
writeAtomically :: FilePath -> String -> ExceptT RunError IO ()
writeAtomically = undefined
