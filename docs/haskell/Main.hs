-- | The course assignment, whole: Ripple Effect solved as the Haskell course asks.
--
-- The twin of ripple_fp/course.py: the same names in the same sections, so that the
-- two can be read side by side (docs/course.md does). Built with Debian's GHC and the
-- packages that come with it:
--
--   ghc -Wall -O2 -threaded -rtsopts -with-rtsopts=-N docs/haskell/Main.hs -o ripple-effect
--   ./ripple-effect IN OUT
--
-- tests/test_course.py builds it and checks that it answers as course.py does on every
-- bundled puzzle.
module Main (main, parallelSolution, solutions, specification, valid) where

import Control.Exception (IOException, try)
import Control.Monad (guard, mplus, msum)
import Control.Monad.Trans.Except (ExceptT (..), except, runExceptT, throwE, withExceptT)
import qualified Data.IntMap.Strict as IntMap
import Data.List (delete, sort, transpose)
import qualified Data.Map.Strict as Map
import Data.Maybe (listToMaybe)
import qualified Data.Set as Set
import GHC.Conc (par, pseq)
import System.Environment (getArgs)
import System.Exit (ExitCode (..), exitWith)
import Text.Read (readMaybe)

-- 1. Glossary ---------------------------------------------------------------------------

type Pos = (Int, Int) -- (row, column), from 0

type Size = (Int, Int) -- (rows, columns)

type Value = Int

type RoomId = Int

type Cell = Maybe Value -- a given, or empty

type Choices = [Value] -- the values a cell may still hold

data Layout = Layout {size :: Size, roomOf :: Map.Map Pos RoomId, rooms :: Map.Map RoomId [Pos]}

data Puzzle a = Puzzle {layout :: Layout, grid :: Map.Map Pos a}

instance Functor Puzzle where
  fmap f p = p {grid = fmap f (grid p)}

type Problem = Puzzle Cell

type Solution = Puzzle Value

roomCells :: Layout -> Pos -> [Pos]
roomCells l pos = rooms l Map.! (roomOf l Map.! pos)

roomSize :: Layout -> Pos -> Int
roomSize l = length . roomCells l

-- 2. The rules --------------------------------------------------------------------------

roomPeers :: Layout -> Pos -> [Pos]
roomPeers l pos = filter (/= pos) (roomCells l pos)

crossPeers :: Layout -> Pos -> Value -> [Pos]
crossPeers l (row, column) value =
  [ (r, c)
    | step <- [1 .. value],
      (r, c) <- [(row - step, column), (row + step, column), (row, column - step)]
        ++ [(row, column + step)],
      0 <= r && r < rows && 0 <= c && c < columns
  ]
  where
    (rows, columns) = size l

peers :: Layout -> Pos -> Value -> [Pos]
peers l pos value = roomPeers l pos `mplus` crossPeers l pos value

valid :: Solution -> Bool
valid s = all (roomRule . map (grid s Map.!)) roomsOf && all crossRule lines'
  where
    roomsOf = Map.elems (rooms (layout s))
    (rows, columns) = size (layout s)
    rows' = [[grid s Map.! (r, c) | c <- [0 .. columns - 1]] | r <- [0 .. rows - 1]]
    lines' = rows' ++ transpose rows'

roomRule :: [Value] -> Bool
roomRule values = sort values == [1 .. length values]

crossRule :: [Value] -> Bool
crossRule = go Map.empty . zip [0 ..]
  where
    go _ [] = True
    go lastAt ((here, value) : rest) =
      here - Map.findWithDefault (-value - 1) value lastAt > value
        && go (Map.insert value here lastAt) rest

-- 3. The specification ------------------------------------------------------------------

choices :: Problem -> Puzzle Choices
choices p = p {grid = Map.mapWithKey choicesAt (grid p)}
  where
    choicesAt pos Nothing = [1 .. roomSize (layout p) pos]
    choicesAt _ (Just given) = [given]

collapse :: Puzzle Choices -> [Solution]
collapse p = [p {grid = g} | g <- sequenceA (grid p)]

specification :: Problem -> [Solution]
specification p = do
  s <- collapse (choices p)
  guard (valid s)
  return s

-- 4. Propagation ------------------------------------------------------------------------

data State = State {stateGrid :: Puzzle Choices, queue :: Queue}

assign :: State -> Pos -> Value -> [State]
assign state pos value =
  eliminate state [(pos, other) | other <- grid (stateGrid state) Map.! pos, other /= value]

eliminate :: State -> [(Pos, Value)] -> [State]
eliminate state = go (grid g) Map.empty
  where
    g = stateGrid state
    l = layout g
    go cells counts [] = return (State g' (requeue (queue state) counts g'))
      where
        g' = g {grid = cells}
    go cells counts ((pos, value) : todo)
      | value `notElem` have = go cells counts todo
      | null left || null places = []
      | otherwise = go cells' counts' (hidden ++ forced ++ todo)
      where
        have = cells Map.! pos
        left = delete value have
        cells' = Map.insert pos left cells
        counts' = Map.insertWith (\_ old -> old) pos (length have) counts
        forced = case left of
          [only] -> [(peer, only) | peer <- peers l pos only]
          _ -> []
        places = [cell | cell <- roomCells l pos, value `elem` cells' Map.! cell]
        hidden = case places of
          [place] -> [(place, other) | other <- cells' Map.! place, other /= value]
          _ -> []

-- 5. The queue --------------------------------------------------------------------------

type Queue = IntMap.IntMap (Set.Set Pos)

queueOf :: Puzzle Choices -> Queue
queueOf g = requeue IntMap.empty (Map.map (const 1) (grid g)) g

requeue :: Queue -> Map.Map Pos Int -> Puzzle Choices -> Queue
requeue q counts g = Map.foldlWithKey move q counts
  where
    move q' pos old = enter (leave q')
      where
        new = length (grid g Map.! pos)
        leave = if old > 1 then IntMap.update (nonEmpty . Set.delete pos) old else id
        enter = if new > 1 then IntMap.insertWith Set.union new (Set.singleton pos) else id
    nonEmpty set = if Set.null set then Nothing else Just set

fewestChoices :: Queue -> Pos
fewestChoices = Set.findMin . snd . IntMap.findMin

-- 6. The search -------------------------------------------------------------------------

start :: Problem -> [State]
start p = eliminate (State g (queueOf g)) (givenLosses g)
  where
    g = choices p

givenLosses :: Puzzle Choices -> [(Pos, Value)]
givenLosses g = [(peer, v) | (pos, [v]) <- Map.toList (grid g), peer <- peers (layout g) pos v]

expand :: State -> [State]
expand state = do
  value <- sort (grid (stateGrid state) Map.! pos)
  assign state pos value
  where
    pos = fewestChoices (queue state)

complete :: State -> Bool
complete = IntMap.null . queue

decided :: State -> Solution
decided = fmap minimum . stateGrid

search :: State -> [Solution]
search state
  | complete state = return (decided state)
  | otherwise = expand state >>= search

solutions :: Problem -> [Solution]
solutions p = start p >>= search

-- 7. Parallel branches ------------------------------------------------------------------

branches :: State -> [State]
branches state = if complete state then [state] else expand state

parallelSolution :: Problem -> Maybe Solution
parallelSolution p = msum (parMap firstBelow (start p >>= branches))
  where
    firstBelow = listToMaybe . search
    parMap f = foldr (\x rest -> let y = f x in y `par` (rest `pseq` (y : rest))) []

-- 8. The program ------------------------------------------------------------------------

usage, noSolution :: String
usage = "USAGE: ripple-effect <input file> <output file>"
noSolution = "This puzzle has no solution"

data Files = Files {puzzleFile :: FilePath, solutionFile :: FilePath}

arguments :: [String] -> Either String Files
arguments [puzzle, solution] = Right (Files puzzle solution)
arguments _ = Left usage

-- The course text, both ways (in Python, ripple_fp/grid/rooms_text.py: parse_puzzle,
-- render_solution, with line and column in every message).

parsePuzzle :: String -> Either String Problem
parsePuzzle text = case break null (map trimEnd (lines text)) of
  (roomRows@(_ : _), _ : valueRows) -> do
    roomIds <- mapM (readRow "a room id" readMaybe) roomRows
    cells <- mapM (readRow "a value or -" readCell) (takeWhile (not . null) valueRows)
    build roomIds cells
  _ -> Left "expected rows of room ids, one empty line, rows of values"
  where
    trimEnd = reverse . dropWhile (`elem` " \t\r") . reverse
    readCell "-" = Just Nothing
    readCell word = Just <$> readMaybe word
    readRow what readWord = mapM (readToken what readWord) . words
    readToken what readWord word =
      maybe (Left (show word ++ " is not " ++ what)) Right (readWord word)

build :: [[RoomId]] -> [[Cell]] -> Either String Problem
build roomIds cells
  | any ((/= columns) . length) roomIds || any ((/= columns) . length) cells = Left unequal
  | length cells /= rows = Left unequal
  | any outOfRange (Map.toList values) = Left "a value lies outside 1..its room's size"
  | otherwise = Right (Puzzle l values)
  where
    unequal = "the rows of rooms and of values differ in shape"
    (rows, columns) = (length roomIds, length (head roomIds))
    positions = [(r, c) | r <- [0 .. rows - 1], c <- [0 .. columns - 1]]
    roomMap = Map.fromList (zip positions (concat roomIds))
    members = Map.fromListWith (flip (++)) [(room, [pos]) | (pos, room) <- Map.toList roomMap]
    l = Layout (rows, columns) roomMap members
    values = Map.fromList (zip positions (concat cells))
    outOfRange (pos, Just v) = v < 1 || v > roomSize l pos
    outOfRange _ = False

renderSolution :: Solution -> String
renderSolution s = unlines [unwords [show (grid s Map.! (r, c)) | c <- columns] | r <- rows]
  where
    (rows, columns) = (\(r, c) -> ([0 .. r - 1], [0 .. c - 1])) (size (layout s))

type Prog = ExceptT String IO

readPuzzle :: FilePath -> Prog Problem
readPuzzle path = do
  text <- withExceptT (\e -> "cannot read " ++ path ++ ": " ++ show e) (tryIO (readFile path))
  except (either (\e -> Left (path ++ " is not a puzzle: " ++ e)) Right (parsePuzzle text))

solve :: Problem -> Prog Solution
solve p = case parallelSolution p of
  Nothing -> throwE noSolution
  Just s | valid s -> return s
  Just _ -> throwE "internal error: a wrong answer"

writeSolution :: FilePath -> Solution -> Prog ()
writeSolution path s = withExceptT failed (tryIO (writeFile path (renderSolution s)))
  where
    failed e = "cannot write " ++ path ++ ": " ++ show e

tryIO :: IO a -> ExceptT IOException IO a
tryIO = ExceptT . try

program :: [String] -> Prog ()
program args = do
  files <- except (arguments args)
  problem <- readPuzzle (puzzleFile files)
  solution <- solve problem
  writeSolution (solutionFile files) solution

runProg :: Prog () -> IO ()
runProg prog = runExceptT prog >>= either failed return
  where
    failed message = putStrLn message >> exitWith (ExitFailure 1)

main :: IO ()
main = getArgs >>= runProg . program
