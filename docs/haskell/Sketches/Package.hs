{-# LANGUAGE ExistentialQuantification #-}

-- | ripple_fp around the course, as docs/haskell-to-python.md shows it in Haskell: the
-- referee's verdict, the package's parser, its command line, and its race of strategies.
--
-- Quoted by docs/haskell-to-python.md (sections 1, 3 and 8); tests/test_snippets.py holds
-- every quotation to this file and type-checks it with GHC (-fno-code -Wall -Werror). The
-- course's own program is docs/haskell/Main.hs.
module Sketches.Package where

import Control.Exception (evaluate)
import Control.Monad.Trans.Except (ExceptT, runExceptT, throwE, withExceptT)
import System.Environment (getArgs)
import System.Exit (ExitCode)
import Prelude hiding (sequence)

-- The referee's verdict: a sum type, and the room rule written once ---------------------

data RoomViolation = GivenChanged Pos Int Int             -- where, expected, found
                   | RoomRuleBroken [Pos] [Int] [Int] [Int]  -- missing, twice, out of range
data Violation     = Room RoomViolation | CrossRuleBroken Pos Pos Int Int

changedGivens :: Puzzle (Maybe Int) -> Puzzle Int -> [RoomViolation]
brokenRooms   :: Puzzle Int -> [RoomViolation]
violations    :: Puzzle (Maybe Int) -> Puzzle Int -> [Violation]
violations p s = map Room (changedGivens p s ++ brokenRooms s) ++ crossRulePairs s

-- The parser: Either, and its sequence --------------------------------------------------

parsePuzzle :: String -> Either ParseError (Puzzle (Maybe Int))
parsePuzzle text = numberLines text >>= splitBlocks >>= readGrids >>= buildPuzzle

sequence :: [Either e a] -> Either e [a]        -- used by readGrids, once per row

-- The command line: the program monad, and the commands as data -------------------------

type Prog = ExceptT RunError IO

solveFile :: Kind p s -> Solve -> Prog (Solved p s)           -- read, solve, check, write
solved    :: Kind p s -> Solve -> Solved p s -> Printout      -- pure: what to print
failure   :: String -> RunError -> Printout                   -- pure: message, exit code

run :: ExceptT Printout IO Printout -> IO ExitCode            -- prints; the only one that does
run prog = do printout <- either id id <$> runExceptT prog
              say printout
              return (code printout)

main :: IO ExitCode
main = do args <- getArgs
          case parseCommand args of                           -- a Command: a record per mode
            Left err      -> run (throwE (failure "ripple-effect" err))
            Right command -> perform command

perform :: Command -> IO ExitCode
perform (Solve cmd) = case kindNamed (puzzle cmd) of
  SomeKind kind -> run (withExceptT (failure (program cmd))
                                    (solved kind cmd <$> solveFile kind cmd))
perform (Batch cmd) = runAll (batch cmd)                      -- and one line per mode

-- A race of strategies ------------------------------------------------------------------

firstAnswer :: Problem -> IO Solution
firstAnswer p = either id id <$> race (evaluate (solveWith Sat p)) (evaluate (solveWith Learn p))

-- what the sketches lean on -------------------------------------------------------------

type Pos = (Int, Int)

-- | A grid of rooms with a value of type @a@ in every cell.
data Puzzle a

type Problem = Puzzle (Maybe Int)

type Solution = Puzzle Int

changedGivens = undefined

brokenRooms = undefined

crossRulePairs :: Puzzle Int -> [Violation]
crossRulePairs = undefined

-- | What is wrong with a puzzle's text, and where (line, column).
data ParseError

type Line = (Int, String) -- a line of the text, and its number

numberLines :: String -> Either ParseError [Line]
numberLines = undefined

splitBlocks :: [Line] -> Either ParseError ([Line], [Line])
splitBlocks = undefined

readGrids :: ([Line], [Line]) -> Either ParseError ([[Int]], [[Maybe Int]])
readGrids = undefined

buildPuzzle :: ([[Int]], [[Maybe Int]]) -> Either ParseError (Puzzle (Maybe Int))
buildPuzzle = undefined

sequence = foldr (\x rest -> (:) <$> x <*> rest) (Right [])

-- | Why a command fails: a sum type, one constructor per reason.
data RunError

-- | A kind of puzzle as every command reads it: its parser, strategies, referee, ...
data Kind p s

data SomeKind = forall p s. SomeKind (Kind p s)

kindNamed :: String -> SomeKind
kindNamed = undefined

-- | A problem, and its solution that the referee accepted.
data Solved p s

-- | The solve mode's options, from its command line.
data Solve = SolveOptions { program :: String, puzzle :: String }

-- | The batch mode's options.
data Batch

data Command = Solve Solve | Batch Batch

data Printout = Printout { stdout :: String, stderr :: String, code :: ExitCode }

solveFile = undefined

solved = undefined

failure = undefined

say :: Printout -> IO ()
say = undefined

parseCommand :: [String] -> Either RunError Command
parseCommand = undefined

batch :: Batch -> [ExceptT Printout IO Printout]
batch = undefined

runAll :: [ExceptT Printout IO Printout] -> IO ExitCode
runAll = undefined

-- | A strategy that may run in a process of its own.
data Member = Sat | Learn

solveWith :: Member -> Problem -> Solution
solveWith = undefined

-- | Run both, answer with the first to finish and stop the other (the async package's,
-- which Debian's GHC does not bring).
race :: IO a -> IO b -> IO (Either a b)
race = undefined
