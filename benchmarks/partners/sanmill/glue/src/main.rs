// Tabula's line protocol in front of Sanmill's Rust search (tgf-mill + tgf-search).
//
// Ours, not Sanmill's: it calls the crates' public API and copies none of their code. The protocol, one command
// a line on stdin, one answer a line on stdout:
//
//   rules standard                       -> "ok"   (nine men's morris as Tabula plays it)
//   rules PRESET                         -> "ok"   (one of Sanmill's presets, see `preset`; back to the start)
//   position startpos moves M1 M2 ...    -> nothing; moves in Tabula's notation (d2, d2-d3, d2xa1, d2-d3xa1)
//   go millis N                          -> "info depth D nodes K cpu_ms C" then "bestmove M"
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
// thread, read from /proc (wall time where /proc is missing), so a loaded machine does not shorten the search.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use tgf_core::game::{Game, MoveOrderAlgorithm, MoveOrderContext};
use tgf_core::{Action, ActionList, GameRules, GameStateSnapshot, OutcomeKind};
use tgf_mill::presets::preset_for;
use tgf_mill::{MillActionKind, MillGame, MillRules, MillUciCodec, MillVariantOptions};
use tgf_search::{SearchOptions, SearchPolicy, SearchResult, Searcher};

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
                Ok(ms) => session.go(Budget::Millis(ms)),
                Err(_) => format!("error not a number of milliseconds: {n}"),
            },
            ["go", "depth", d] => match d.parse::<i32>() {
                Ok(depth) if depth >= 1 => session.go(Budget::Depth(depth)),
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
        let removals: Vec<Action> = if state.side_to_move == mover && !self.over(&state) {
            let legal = self.legal(&state);
            let all_removals = !legal.is_empty() && legal.iter().all(|a| a.kind_tag == MillActionKind::Remove as i16);
            if all_removals { legal.iter().copied().collect() } else { Vec::new() }
        } else {
            Vec::new()
        };
        if removals.is_empty() {
            out.push(Turn { text, state, history });
            return;
        }
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

    fn go(&mut self, budget: Budget) -> String {
        if !matches!(self.rules.outcome(&self.position.state).kind, OutcomeKind::Ongoing) {
            return "error the game is over".to_owned();
        }
        let clock = ThreadCpu::now();
        let (first, info) = self.search(&self.position.state.clone(), &self.position.history.clone(), budget, 0.9);
        // Only a search stopped inside depth 1 finds nothing; then the first legal action stands in.
        let Some(first) = first.or_else(|| self.legal(&self.position.state).first().copied()) else {
            return "error no move found".to_owned();
        };
        // Sanmill's "d2-d3" then "xa1" joined are Tabula's "d2-d3xa1".
        let mut text = MillUciCodec::encode_action(first);
        // A mill closed: the same side now names the man it takes, chosen by a second search on what is left.
        let after = self.rules.apply_with_history(&self.position.state, first, &self.position.history);
        let mut history = self.position.history.clone();
        history.push(self.position.state);
        let removing = self.legal(&after);
        if !removing.is_empty() && removing.iter().all(|a| a.kind_tag == MillActionKind::Remove as i16) {
            let rest = match budget {
                Budget::Millis(ms) => Budget::Millis(ms.saturating_sub(clock.elapsed_ms()).max(ms / 20).max(2)),
                Budget::Depth(d) => Budget::Depth(d),
            };
            let (take, _) = self.search(&after, &history, rest, 1.0);
            let take = take.unwrap_or(removing[0]);
            text.push_str(&MillUciCodec::encode_action(take));
        }
        format!("{info}\nbestmove {text}")
    }

    /// Sanmill's iterative deepening with MTD(f), as its own engine runs it, stopped by the budget; the best
    /// action of the deepest search completed, and one info line (or one a depth for a depth budget).
    fn search(
        &mut self,
        state: &GameStateSnapshot,
        history: &[GameStateSnapshot],
        budget: Budget,
        share: f64,
    ) -> (Option<Action>, String) {
        let game = MillGame::new_with_repetition_context(
            self.options.clone(),
            MillRules::repetition_history_from_snapshots(state, history),
            MillRules::root_position_resets_repetition_from_snapshots(state, history),
        );
        let mut wb = game.build_workbench(state);
        let abort = Arc::new(AtomicBool::new(false));
        self.searcher.clear_tt();
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
            ..SearchOptions::default()
        });
        let (max_depth, watchdog) = match budget {
            Budget::Millis(ms) => (64, Some(Watchdog::start(Arc::clone(&abort), (ms as f64 * share) as u64))),
            Budget::Depth(d) => (d, None),
        };
        let clock = ThreadCpu::now();
        let mut best: Option<SearchResult> = None;
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
                best = Some(result);
            }
            if matches!(budget, Budget::Depth(_)) {
                lines.push(format!("info depth {depth} nodes {nodes}"));
            }
            if done {
                break;
            }
        }
        if let Some(w) = watchdog {
            w.stop();
        }
        if matches!(budget, Budget::Millis(_)) {
            lines.push(format!("info depth {reached} nodes {nodes} cpu_ms {}", clock.elapsed_ms()));
        }
        (best.map(|r| r.best_action), lines.join("\n"))
    }
}

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

/// CPU time of the calling thread, from /proc/thread-self/schedstat; wall time where that cannot be read.
struct ThreadCpu {
    path: Option<String>,
    start_ns: u64,
    wall: Instant,
}

impl ThreadCpu {
    fn now() -> Self {
        let path = std::fs::read_link("/proc/thread-self")
            .ok()
            .map(|p| format!("/proc/{}/schedstat", p.display()));
        let start_ns = path.as_deref().and_then(read_cpu_ns).unwrap_or(0);
        ThreadCpu { path, start_ns, wall: Instant::now() }
    }

    fn elapsed_ms(&self) -> u64 {
        self.elapsed_ns() / 1_000_000
    }

    fn elapsed_ns(&self) -> u64 {
        match self.path.as_deref().and_then(read_cpu_ns) {
            Some(ns) => ns.saturating_sub(self.start_ns),
            None => self.wall.elapsed().as_nanos() as u64,
        }
    }
}

fn read_cpu_ns(path: &str) -> Option<u64> {
    std::fs::read_to_string(path).ok()?.split_whitespace().next()?.parse().ok()
}

/// Sets the abort flag once the searching thread (the one that starts the watchdog) has used its CPU budget.
struct Watchdog {
    done: Arc<AtomicBool>,
    handle: thread::JoinHandle<()>,
}

impl Watchdog {
    fn start(abort: Arc<AtomicBool>, budget_ms: u64) -> Self {
        let clock = ThreadCpu::now();
        let done = Arc::new(AtomicBool::new(false));
        let done_seen = Arc::clone(&done);
        let handle = thread::spawn(move || {
            while !done_seen.load(Ordering::Relaxed) {
                if clock.elapsed_ns() >= budget_ms * 1_000_000 {
                    abort.store(true, Ordering::Relaxed);
                    return;
                }
                thread::sleep(Duration::from_millis(1));
            }
        });
        Watchdog { done, handle }
    }

    fn stop(self) {
        self.done.store(true, Ordering::Relaxed);
        let _ = self.handle.join();
    }
}
