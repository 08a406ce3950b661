// Tabula's line protocol in front of Sanmill's Rust search (tgf-mill + tgf-search).
//
// Ours, not Sanmill's: it calls the crates' public API and copies none of their code. The protocol, one command
// a line on stdin, one answer a line on stdout:
//
//   rules standard                       -> "ok"   (nine men's morris as Tabula plays it)
//   rules PRESET                         -> "ok"   (one of Sanmill's presets, see `preset`; back to the start)
//   position startpos moves M1 M2 ...    -> nothing; moves in Tabula's notation (d2, d2-d3, d2xa1, d2-d3xa1)
//   go millis N                          -> "info depth D nodes K cpu_ms C removal R" then "bestmove M"
//   go depth D                           -> "info depth d nodes K" for every depth, then "bestmove M"
//   moves                                -> "moves M1 M2 ..." the legal moves of the position, Tabula's notation
//   perft D                              -> "perft D N" the move sequences of depth D from the position
//   result                               -> "result ongoing", "result white REASON", "result black REASON" or
//                                           "result draw REASON" (REASON Sanmill's, such as loseFullBoard)
//   quit                                 -> exits
//
// A move of Tabula's is a whole turn: Sanmill's step or placement and the removals a mill it closes asks for,
// so a mill that may take k men is k moves, as Tabula's perft counts it.
//
// A line it cannot use is answered "error ..." and changes nothing. The time limit is CPU time of the searching
// thread, read from /proc/thread-self/schedstat, so a loaded machine does not shorten the search; where that cannot
// be read a timed search answers "error ..." and the glue exits with status 3, since wall time would be unfair.
//
// It plays as Sanmill's own engine plays at its defaults: the whole budget to one iterative-deepening search
// (MTD(f), table prefetch on as tgf-cli sets it), and for a move that closes a mill the removal that search chose,
// read from its principal variation as tgf-cli's one-budget `go logical` does ("removal pv"). Where the table no
// longer holds it, a removal with one choice is played ("forced"); else the removal gets its own search and budget,
// the table kept, as tgf-cli gives a removal its own `go` ("search").

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use tgf_core::game::{Game, MoveOrderAlgorithm, MoveOrderContext};
use tgf_core::{Action, ActionList, GameRules, GameStateSnapshot, OutcomeKind};
use tgf_mill::presets::preset_for;
use tgf_mill::{MillActionKind, MillGame, MillRules, MillUciCodec, MillVariantOptions};
use tgf_search::{SearchOptions, SearchPolicy, Searcher};

/// Tabula's seed: nine men, flying at three, mills in placing take from the board, men in mills only when all
/// are, draw at 120 plies without a mill, and by threefold repetition.
fn standard_rules() -> MillVariantOptions {
    MillVariantOptions {
        n_move_rule: 120,
        endgame_n_move_rule: 120,
        ..MillVariantOptions::default()
    }
}

/// The rules `rules NAME` knows: Tabula's seed, then Sanmill's presets that are games of Tabula's mill family.
const PRESETS: [&str; 6] = ["standard", "nine", "cheng-san-qi", "twelve", "morabaraba", "lasker"];

/// Sanmill's preset of a name (its index in tgf-mill's presets.rs), with Tabula's draw after 120 plies without a
/// mill in place of Sanmill's 100, so the draw rules do not differ where nothing else does.
fn preset(name: &str) -> Option<MillVariantOptions> {
    let index = match name {
        "standard" => return Some(standard_rules()),
        "nine" => 0,
        "twelve" => 1,
        "morabaraba" => 3,
        "lasker" => 5,
        "cheng-san-qi" => 6,
        _ => return None,
    };
    let options = preset_for(index)?.options;
    Some(MillVariantOptions { n_move_rule: 120, endgame_n_move_rule: 120, ..options })
}

/// One of Tabula's moves in Sanmill's terms: its text and the position after all of its actions.
struct Turn {
    text: String,
    state: GameStateSnapshot,
    /// The positions before `state`, from the start, for the repetition rule.
    history: Vec<GameStateSnapshot>,
}

struct Position {
    state: GameStateSnapshot,
    history: Vec<GameStateSnapshot>,
}

struct Session {
    options: MillVariantOptions,
    rules: MillRules,
    position: Position,
    searcher: Searcher<MillGame>,
}

fn main() {
    let options = standard_rules();
    let rules = MillRules::new(options.clone());
    let start = rules.initial_state(&[]);
    let mut searcher = Searcher::new_with_tt_cluster_bits_and_tt_move(24, true);
    // Sanmill's own setting: removals are what its quiescence search extends.
    searcher.set_policy(SearchPolicy {
        quiescence_kind_tag: Some(MillActionKind::Remove as i16),
        ..Default::default()
    });
    let mut session = Session {
        options,
        rules,
        position: Position { state: start, history: Vec::new() },
        searcher,
    };
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.as_slice() {
            [] => continue,
            ["quit"] => break,
            ["rules", name] => match preset(name) {
                Some(options) => {
                    session.set_rules(options);
                    "ok".to_owned()
                }
                None => format!("error unknown rules: {name} (known: {})", PRESETS.join(", ")),
            },
            ["moves"] => {
                let turns = session.turns(&session.position.state, &session.position.history);
                let texts: Vec<String> = turns.into_iter().map(|turn| turn.text).collect();
                if texts.is_empty() { "moves".to_owned() } else { format!("moves {}", texts.join(" ")) }
            }
            ["result"] => session.result(),
            ["perft", d] => match d.parse::<u32>() {
                Ok(depth) if depth <= 12 => {
                    let mut history = session.position.history.clone();
                    let count = session.perft(&session.position.state.clone(), &mut history, depth);
                    format!("perft {depth} {count}")
                }
                _ => format!("error not a perft depth (0 to 12): {d}"),
            },
            ["position", "startpos", rest @ ..] => match session.replay(rest) {
                Ok(position) => {
                    session.position = position;
                    continue;
                }
                Err(message) => format!("error {message}"),
            },
            ["go", "millis", n] => match n.parse::<u64>() {
                Ok(ms) => match session.go(Budget::Millis(ms)) {
                    Ok(answer) => answer,
                    Err(NoCpuClock(why)) => {
                        let _ = writeln!(out, "error {why}").and_then(|_| out.flush());
                        std::process::exit(3);
                    }
                },
                Err(_) => format!("error not a number of milliseconds: {n}"),
            },
            ["go", "depth", d] => match d.parse::<i32>() {
                // A depth budget never reads the clock.
                Ok(depth) if depth >= 1 => {
                    session.go(Budget::Depth(depth)).unwrap_or_else(|NoCpuClock(why)| format!("error {why}"))
                }
                _ => format!("error not a depth: {d}"),
            },
            _ => format!("error unknown command: {line}"),
        };
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}

#[derive(Clone, Copy)]
enum Budget {
    Millis(u64),
    Depth(i32),
}

impl Session {
    /// New rules, and the game back at their start.
    fn set_rules(&mut self, options: MillVariantOptions) {
        self.rules = MillRules::new(options.clone());
        self.options = options;
        self.position = Position { state: self.rules.initial_state(&[]), history: Vec::new() };
    }

    fn over(&self, state: &GameStateSnapshot) -> bool {
        state.side_to_move < 0 || !matches!(self.rules.outcome(state).kind, OutcomeKind::Ongoing)
    }

    /// Tabula's moves from a position: each of Sanmill's actions, and when it leaves the same side to remove
    /// (a mill closed), one move for each removal, chained while removals remain.
    fn turns(&self, state: &GameStateSnapshot, history: &[GameStateSnapshot]) -> Vec<Turn> {
        let mut turns = Vec::new();
        if self.over(state) {
            return turns;
        }
        let mut past = history.to_vec();
        past.push(*state);
        for action in self.legal(state) {
            let after = self.rules.apply_with_history(state, action, history);
            self.finish(state.side_to_move, MillUciCodec::encode_action(action), after, past.clone(), &mut turns);
        }
        turns
    }

    /// Completes a turn begun by `text`: done unless the mover still has removals to make.
    fn finish(
        &self,
        mover: i8,
        text: String,
        state: GameStateSnapshot,
        history: Vec<GameStateSnapshot>,
        out: &mut Vec<Turn>,
    ) {
        let Some(removals) = self.pending_removals(mover, &state) else {
            out.push(Turn { text, state, history });
            return;
        };
        for removal in removals {
            let after = self.rules.apply_with_history(&state, removal, &history);
            let mut past = history.clone();
            past.push(state);
            let more = format!("{text}{}", MillUciCodec::encode_action(removal));
            self.finish(mover, more, after, past, out);
        }
    }

    /// How the game stands: over with a winner or drawn, and Sanmill's reason, or going on.
    fn result(&self) -> String {
        let outcome = self.rules.outcome(&self.position.state);
        match outcome.kind {
            OutcomeKind::Ongoing => "result ongoing".to_owned(),
            OutcomeKind::Win(0) => format!("result white {}", outcome.reason),
            OutcomeKind::Win(_) => format!("result black {}", outcome.reason),
            OutcomeKind::Draw => format!("result draw {}", outcome.reason),
            _ => format!("result other {}", outcome.reason),
        }
    }

    /// The number of move sequences of `depth` from a position, a finished game having none.
    fn perft(&self, state: &GameStateSnapshot, history: &mut Vec<GameStateSnapshot>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns(state, history);
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|turn| self.perft(&turn.state, &mut turn.history.clone(), depth - 1)).sum()
    }

    /// The moves after "startpos", each of Tabula's moves one or two of Sanmill's actions (a removal is its own).
    fn replay(&self, words: &[&str]) -> Result<Position, String> {
        let moves = match words {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => return Err("expected: position startpos moves ...".to_owned()),
        };
        let mut position = Position { state: self.rules.initial_state(&[]), history: Vec::new() };
        for text in moves {
            for part in sanmill_parts(text).ok_or_else(|| format!("not a move: {text}"))? {
                let action = self
                    .legal(&position.state)
                    .into_iter()
                    .find(|a| MillUciCodec::encode_action(*a) == part)
                    .ok_or_else(|| format!("illegal move: {text}"))?;
                let next = self.rules.apply_with_history(&position.state, action, &position.history);
                position.history.push(position.state);
                position.state = next;
            }
        }
        Ok(position)
    }

    fn legal(&self, state: &GameStateSnapshot) -> ActionList<256> {
        let mut actions = ActionList::<256>::new();
        self.rules.legal_actions(state, &mut actions);
        actions
    }

    /// One search with the whole budget; a mill it closes completed by the removal(s) it chose.
    fn go(&mut self, budget: Budget) -> Result<String, NoCpuClock> {
        if !matches!(self.rules.outcome(&self.position.state).kind, OutcomeKind::Ongoing) {
            return Ok("error the game is over".to_owned());
        }
        let state = self.position.state;
        let history = self.position.history.clone();
        let found = self.search(&state, &history, budget, true)?;
        // Only a search stopped inside depth 1 finds nothing; then the first legal action stands in.
        let Some(first) = found.best.or_else(|| self.legal(&state).first().copied()) else {
            return Ok("error no move found".to_owned());
        };
        // Sanmill's "d2-d3" then "xa1" joined are Tabula's "d2-d3xa1".
        let mut text = MillUciCodec::encode_action(first);
        // Where each removal came from, the last resort named if any took it: none, forced, pv or search.
        let mut how = "none";
        let mut planned = if found.best == Some(first) { found.removals } else { Vec::new() }.into_iter();
        let mut at = self.rules.apply_with_history(&state, first, &history);
        let mut past = history;
        past.push(state);
        while let Some(removals) = self.pending_removals(state.side_to_move, &at) {
            let take = match planned.next().filter(|r| removals.contains(r)) {
                Some(take) => {
                    how = if how == "search" { how } else { "pv" };
                    take
                }
                None if removals.len() == 1 => {
                    how = if how == "none" { "forced" } else { how };
                    removals[0]
                }
                None => {
                    how = "search";
                    self.search(&at, &past, budget, false)?.best.unwrap_or(removals[0])
                }
            };
            text.push_str(&MillUciCodec::encode_action(take));
            let next = self.rules.apply_with_history(&at, take, &past);
            past.push(at);
            at = next;
        }
        let info = match budget {
            Budget::Millis(_) => format!("{} removal {how}", found.info),
            Budget::Depth(_) => found.info,
        };
        Ok(format!("{info}\nbestmove {text}"))
    }

    /// The removals the mover must choose from in `state`, when a mill of theirs left one to make.
    fn pending_removals(&self, mover: i8, state: &GameStateSnapshot) -> Option<Vec<Action>> {
        if state.side_to_move != mover || self.over(state) {
            return None;
        }
        let legal = self.legal(state);
        let removing = !legal.is_empty() && legal.iter().all(|a| a.kind_tag == MillActionKind::Remove as i16);
        removing.then(|| legal.iter().copied().collect())
    }

    /// Sanmill's iterative deepening with MTD(f), as its own engine runs it, stopped by the budget: the best
    /// action of the deepest search completed, the removals that depth's principal variation continues it with,
    /// and one info line (or one a depth for a depth budget). A fresh table for a move, as tgf-cli clears it.
    fn search(
        &mut self,
        state: &GameStateSnapshot,
        history: &[GameStateSnapshot],
        budget: Budget,
        fresh_table: bool,
    ) -> Result<Found, NoCpuClock> {
        let game = MillGame::new_with_repetition_context(
            self.options.clone(),
            MillRules::repetition_history_from_snapshots(state, history),
            MillRules::root_position_resets_repetition_from_snapshots(state, history),
        );
        let mut wb = game.build_workbench(state);
        let abort = Arc::new(AtomicBool::new(false));
        if fresh_table {
            self.searcher.clear_tt();
        }
        self.searcher.clear_abort();
        self.searcher.set_abort_flag(Arc::clone(&abort));
        self.searcher.set_qsearch_max_depth(0);
        self.searcher.set_options(SearchOptions {
            move_order_context: MoveOrderContext {
                algorithm: MoveOrderAlgorithm::Mtdf,
                skill_level: 30,
                shuffling: true,
                hash_move: None,
                shuffle_seed: u64::from(state.move_number as u16) + 1,
            },
            // tgf-cli's default (TGF_PREFETCH_MODE unset): prefetch every child's table entry, as Sanmill's C++
            // search does; the crate's own default leaves it off.
            enable_prefetch: true,
            prefetch_all: true,
            ..SearchOptions::default()
        });
        let (max_depth, watchdog, clock) = match budget {
            Budget::Millis(ms) => {
                let clock = ThreadCpu::now()?;
                (64, Some(Watchdog::start(Arc::clone(&abort), clock.clone(), ms)), Some(clock))
            }
            Budget::Depth(d) => (d, None, None),
        };
        let mut found = Found { best: None, removals: Vec::new(), info: String::new() };
        let mut reached = 0;
        let mut nodes = 0u64;
        let mut lines = Vec::new();
        let mut guess = 0;
        for depth in 1..=max_depth {
            let result = self.searcher.search_mtdf_with_guess(&mut wb, depth, guess);
            nodes += self.searcher.nodes();
            if self.searcher.was_aborted() {
                break;
            }
            guess = result.score;
            reached = depth;
            let done = result.best_action.is_none();
            if !done {
                // Read now: the next depth, stopped part way, leaves the table holding another line.
                found.removals = self.removals_in_line(&mut wb, result.best_action);
                found.best = Some(result.best_action);
            }
            if matches!(budget, Budget::Depth(_)) {
                lines.push(format!("info depth {depth} nodes {nodes}"));
            }
            if done {
                break;
            }
        }
        if let Some(w) = watchdog {
            w.stop()?;
        }
        if let Some(clock) = clock {
            lines.push(format!("info depth {reached} nodes {nodes} cpu_ms {}", clock.elapsed_ms()?));
        }
        found.info = lines.join("\n");
        Ok(found)
    }

    /// The removals that follow `best` in the principal variation the table holds, while its mover is removing.
    fn removals_in_line(&self, wb: &mut <MillGame as Game>::Workbench, best: Action) -> Vec<Action> {
        let line = self.searcher.principal_variation(wb, 4);
        if line.first() != Some(&best) {
            return Vec::new();
        }
        line[1..].iter().take_while(|a| a.kind_tag == MillActionKind::Remove as i16).copied().collect()
    }
}

/// What a search found: its best action, the removals its line continues that with, and its info line(s).
struct Found {
    best: Option<Action>,
    removals: Vec<Action>,
    info: String,
}

/// This thread's CPU time cannot be read, so a timed search cannot be timed fairly; the glue stops.
struct NoCpuClock(String);

/// Tabula's move as Sanmill's action texts: "d2-d3xa1" is "d2-d3" then "xa1" (and "xb2" after for a second).
fn sanmill_parts(text: &str) -> Option<Vec<String>> {
    let lower = text.to_ascii_lowercase();
    let mut pieces = lower.split('x');
    let step = pieces.next().filter(|step| !step.is_empty())?;
    let mut parts = vec![step.to_owned()];
    for take in pieces {
        if take.is_empty() {
            return None;
        }
        parts.push(format!("x{take}"));
    }
    Some(parts)
}

/// CPU time of the calling thread, from /proc/thread-self/schedstat (its first field, nanoseconds on the CPU).
#[derive(Clone)]
struct ThreadCpu {
    path: String,
    start_ns: u64,
}

impl ThreadCpu {
    /// The calling thread's clock, started now; an error where /proc cannot give it.
    fn now() -> Result<Self, NoCpuClock> {
        let own = std::fs::read_link("/proc/thread-self").map_err(|e| {
            NoCpuClock(format!("cannot read this thread's CPU time: /proc/thread-self: {e}"))
        })?;
        let path = format!("/proc/{}/schedstat", own.display());
        let start_ns = read_cpu_ns(&path)?;
        Ok(ThreadCpu { path, start_ns })
    }

    fn elapsed_ms(&self) -> Result<u64, NoCpuClock> {
        Ok(self.elapsed_ns()? / 1_000_000)
    }

    fn elapsed_ns(&self) -> Result<u64, NoCpuClock> {
        Ok(read_cpu_ns(&self.path)?.saturating_sub(self.start_ns))
    }
}

fn read_cpu_ns(path: &str) -> Result<u64, NoCpuClock> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| NoCpuClock(format!("cannot read this thread's CPU time from {path}: {e}")))?;
    text.split_whitespace()
        .next()
        .and_then(|ns| ns.parse().ok())
        .ok_or_else(|| NoCpuClock(format!("cannot read this thread's CPU time from {path}: {text:?}")))
}

/// Sets the abort flag once the searching thread (whose clock it is given) has used its CPU budget, or at once
/// when that clock can no longer be read, which `stop` then reports.
struct Watchdog {
    done: Arc<AtomicBool>,
    handle: thread::JoinHandle<Result<(), NoCpuClock>>,
}

impl Watchdog {
    fn start(abort: Arc<AtomicBool>, clock: ThreadCpu, budget_ms: u64) -> Self {
        let done = Arc::new(AtomicBool::new(false));
        let done_seen = Arc::clone(&done);
        let handle = thread::spawn(move || {
            while !done_seen.load(Ordering::Relaxed) {
                let spent = clock.elapsed_ns();
                if spent.as_ref().map_or(true, |ns| *ns >= budget_ms * 1_000_000) {
                    abort.store(true, Ordering::Relaxed);
                    return spent.map(|_| ());
                }
                thread::sleep(Duration::from_millis(1));
            }
            Ok(())
        });
        Watchdog { done, handle }
    }

    fn stop(self) -> Result<(), NoCpuClock> {
        self.done.store(true, Ordering::Relaxed);
        self.handle.join().unwrap_or(Ok(()))
    }
}
