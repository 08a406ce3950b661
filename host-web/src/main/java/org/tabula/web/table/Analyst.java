package org.tabula.web.table;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.tabula.api.Analysis;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.referee.BotScheduler;

/**
 * Works out the analysis of a ply on the bots' threads, as a bot's turn is: the game's strongest bot's move and
 * evaluation in the bots' time, and the game's certain answer ({@code GameProvider.analyse}, an endgame table) beside it.
 */
final class Analyst {

    private static final System.Logger LOG = System.getLogger(Analyst.class.getName());

    private final BotScheduler scheduler;
    private final Duration botTime;
    private final PartsPreparer parts;

    Analyst(BotScheduler scheduler, Duration botTime, PartsPreparer parts) {
        this.scheduler = scheduler;
        this.botTime = botTime;
        this.parts = parts;
    }

    /** The analysis of the match, a copy of the table's at the ply looked at that no one else holds. */
    CompletableFuture<AnalysisView> analyse(Table table, Match at) {
        GameProvider provider = table.game().provider();
        // The game's own strongest bot, which knows the game; the generic search where the game has none.
        List<BotLevel> own = provider.botLevels();
        Optional<BotLevel> strongest = (own.isEmpty() ? table.game().botLevels() : own).stream()
                .max(Comparator.comparingInt(BotLevel::level));
        boolean over = at.status() != Status.ACTIVE;
        String note = null;
        CompletableFuture<Judged> move = CompletableFuture.completedFuture(Judged.NOTHING);
        if (over) {
            note = "The game is over at this ply.";
        } else if (at.pendingChance().isPresent()) {
            note = "The side to move throws first at this ply: there is no move to choose yet.";
        } else if (strongest.isEmpty()) {
            note = "This game has no bot to ask.";
        } else {
            Bot bot = GameDefinition.withDefaults(provider).newBot(strongest.get().level(),
                    TableSeeds.forAnalysis(table.seed(), at.ply()));
            // The bot's move with its judgement; a bot that gives none is asked for its move alone.
            Game asked = at.state();
            // The bot reads what is ready: the parts below are those the certain answer reads (a solved game's
            // solution), made in the background, so asked again the bot plays from them too.
            move = scheduler.evaluate(bot, asked, botTime).thenCompose(judged -> judged.isPresent()
                    ? CompletableFuture.completedFuture(new Judged(judged.map(Evaluation::move), judged))
                    : scheduler.choose(bot, asked, botTime).thenApply(chosen -> new Judged(Optional.of(chosen),
                            Optional.empty())));
        }
        Game state = at.state();
        // The certain answer reads its parts once they are ready, and none that is larger than the server computes:
        // the game would compute it within analyse.
        List<String> read = BotParts.forAnalysis(provider, state);
        CompletableFuture<Optional<Analysis>> known = parts.tooLarge(provider, read).isEmpty()
                ? parts.prepare(provider, read).exceptionally(failed -> null)
                        .thenCompose(ready -> scheduler.run(() -> known(provider, state, table.id())))
                : CompletableFuture.completedFuture(Optional.empty());
        String why = note;
        String bot = strongest.map(BotLevel::name).orElse(null);
        return move.thenCombine(known, (best, answer) -> new AnalysisView(at.ply(), at.position(),
                over ? null : at.turn().id(), best.move().map(chosen -> MoveView.of(at, chosen)), bot,
                best.evaluation(), why, answer,
                answer.map(verdict -> AnalysisView.sentence(verdict, at.turn(), at.sides())).orElse(null)));
    }

    /** The bot's move and its judgement, each empty where there is none. */
    private record Judged(Optional<Move> move, Optional<Evaluation> evaluation) {
        static final Judged NOTHING = new Judged(Optional.empty(), Optional.empty());
    }

    /** The game's certain answer; a game that fails at it is logged and answers nothing. */
    private static Optional<Analysis> known(GameProvider provider, Game state, String table) {
        try {
            return provider.analyse(state);
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "table " + table + ": the " + provider.id() + " analysis failed", e);
            return Optional.empty();
        }
    }
}
