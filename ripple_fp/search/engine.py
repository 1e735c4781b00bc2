"""The search: most-constrained variable first, over persistent domains.

Haskell counterpart::

    data State = State { domains :: Domains, queue :: Heap, guide :: Guide }

    solve :: Model s -> Order -> [s]
    solve m o = map (readOut m . domains) (filter complete (preorder expand root))

    expand s = do let x = mostConstrained s          -- the top of the queue
                  v <- values (guide s) (domains s) x
                  assign s x v                       -- [] when propagation fails

The queue is a leftist heap of int keys, ``priority * 2^24 + var``: the lowest priority
first (what the guide says), then the lowest number. The queue is never searched or
updated in place: when a variable's priority changes, a new key is inserted, and an old
key is thrown away when it reaches the top and no longer matches its variable (lazy
deletion). So each state holds its own queue, sharing almost all of it with its parent.

``Context`` and ``State`` are named tuples, immutable values as frozen dataclasses are:
a frozen dataclass writes and compiles its methods when its module is imported, about
0.3 ms each, paid by the first search of every process (a published Suguru's whole
search takes about as long).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeVar

from . import candidates as cs
from . import pqueue
from .meter import Meter
from .monad import bind, mzero, preorder, pure
from .order import rooted

if TYPE_CHECKING:
    from .model import Domains, Model, Var
    from .order import Guide, Order, Rooted
    from .pqueue import Heap

S = TypeVar("S")

VAR_BITS = 24
"""Queue keys keep the variable in their low bits: at most 16 million variables."""
VAR_MASK = (1 << VAR_BITS) - 1


class Context(NamedTuple, Generic[S]):
    """What every step of one search reads (Haskell: a ``Reader``), plus the meter it
    counts into: the puzzle's model, the order, the meter."""

    model: Model[S]
    order: Order
    meter: Meter


class State(NamedTuple):
    """A node of the search: every variable's candidates, the undecided ones by priority,
    and what the order knows here. The queue's top is always an undecided variable of the
    lowest priority, or the queue is empty and every variable is decided."""

    domains: Domains
    queue: Heap
    guide: Guide


def solve(model: Model[S], order: Order, meter: Meter | None = None) -> Iterator[S]:
    """Every solution of ``model``'s puzzle, lazily, guessing in ``order`` (Bird's
    ``solve``: all of them, as a lazy list)."""
    context = Context(model, order, Meter() if meter is None else meter)
    return solutions_among(context, search(context))


def solve_from(
    model: Model[S], order: Order, domains: Domains, meter: Meter | None = None
) -> Iterator[S]:
    """Every solution below ``domains`` (already propagated: what reasoning left at the
    root), lazily, guessing in ``order``, whose root starts from them."""
    context = Context(model, order, Meter() if meter is None else meter)
    rooted = order.root(model, domains, context.meter)
    states = mzero() if rooted is None else below(context, with_queue(*rooted))
    return solutions_among(context, states)


def solutions_among(context: Context[S], states: Iterator[State]) -> Iterator[S]:
    """The complete ones among visited ``states``, read out as solutions."""
    return (context.model.read_out(state.domains) for state in states if complete(state))


def search(context: Context[S]) -> Iterator[State]:
    """Every state the search visits, in order: a consumer that stops asking stops the
    search (that is how a parallel worker is cancelled)."""
    return bind(initial_state(context), lambda root: below(context, root))


def below(context: Context[S], state: State) -> Iterator[State]:
    """Every state the search visits from ``state`` down, ``state`` first, depth first."""

    def expand_state(state: State) -> Iterator[State]:
        return expand(context, state)

    return preorder(state, expand_state, complete)


def initial_state(context: Context[S]) -> Iterator[State]:
    """The root of the search: the puzzle propagated, and its guide. Nothing if the
    puzzle contradicts itself."""
    rooted = root(context)
    return mzero() if rooted is None else pure(with_queue(*rooted))


def root(context: Context[S]) -> Rooted | None:
    """The puzzle propagated, and what its order makes of that (:func:`.order.rooted`),
    before any queue is built; ``None`` if it contradicts itself."""
    return rooted(context.model, context.order, context.meter)


def with_queue(domains: Domains, guide: Guide) -> State:
    """The state of ``domains``, its queue holding every undecided variable."""
    return State(domains, pqueue.from_keys(_keys(guide, domains, range(len(domains)))), guide)


def complete(state: State) -> bool:
    """No undecided variable is left."""
    return state.queue is None


def most_constrained(state: State) -> Var:
    """The undecided variable of the lowest priority, the lowest number on a tie."""
    top = pqueue.peek(state.queue)
    if top is None:
        raise ValueError("a complete state has no undecided variable")
    return top & VAR_MASK


def expand(context: Context[S], state: State) -> Iterator[State]:
    """One successor per candidate of the most constrained variable that survives
    propagation."""
    var = most_constrained(state)
    values = state.guide.values(state.domains, var)
    return bind(values, lambda value: assign(context, state, var, value))


def assign(context: Context[S], state: State, var: Var, value: int) -> Iterator[State]:
    """Guess ``value`` for ``var`` and propagate: the new state, or none."""
    context.meter.tried()
    moved = _move(context, state, var, value)
    if moved is None:
        context.meter.stats.backtracks += 1
        return mzero()
    return pure(moved)


def _move(context: Context[S], state: State, var: Var, value: int) -> State | None:
    """The state after the guess and everything it implies, or ``None``; the queue gets
    new keys for every variable whose priority may have changed."""
    model, meter = context.model, context.meter
    narrowed = model.narrow(state.domains, [(var, cs.single(value))], meter.stats)
    if narrowed is None:
        return None
    moved = state.guide.after(model, *narrowed, meter)
    if moved is None:
        return None
    domains, changed, guide = moved
    queue = pqueue.insert_all(state.queue, _keys(guide, domains, set(changed)))
    return State(domains, _drop_stale(guide, domains, queue), guide)


def _keys(guide: Guide, domains: Domains, variables: Iterable[Var]) -> Iterator[int]:
    """Queue keys of the undecided ones among ``variables``."""
    for var in variables:
        if cs.is_open(domains[var]):
            yield guide.priority(domains, var) << VAR_BITS | var


def _drop_stale(guide: Guide, domains: Domains, queue: Heap) -> Heap:
    """Pop keys of decided variables, or that no longer match their variable's priority,
    so the top is a live one."""
    while (key := pqueue.peek(queue)) is not None:
        var = key & VAR_MASK
        if cs.is_open(domains[var]) and guide.priority(domains, var) == key >> VAR_BITS:
            return queue
        queue = pqueue.pop(queue)
    return queue
