package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.royalur.model.Ending;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.RecordResult;
import org.tabula.royalur.model.RecordTurn;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRecord;
import org.tabula.royalur.model.UrResult;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.PositionFit;
import org.tabula.royalur.rules.Throw;

/**
 * A whole game to and from its record text: the game's side of {@link org.tabula.royalur.UrNotation}, which reads and
 * writes records but plays nothing.
 *
 * <p>A record holds whole turns, as the seed's records do: a roll thrown and not yet moved is no line of it. A host
 * that keeps a game between its throw and its move keeps that roll beside the record
 * ({@link org.tabula.royalur.RoyalUrGame#unrecordedChance()}) and gives it back to the game read from it.
 */
public final class GameText {

    private GameText() {
    }

    /**
     * The record of a game with the marks of its match: its header (with {@code [ply_cap N]} when the game has a cap
     * its result does not already say), its turns with their throws, and the ending the rules reached or the
     * player's ending marked ({@code [result light resign]}, {@code [result dark timeout]}).
     *
     * @throws IllegalArgumentException for marks the notation has no room for: a draw offer or a draw agreed (the
     *     game has no draw by agreement)
     */
    public static String write(GameState game, MatchMarks marks) {
        if (marks.offer().isPresent()) {
            throw new IllegalArgumentException("the Royal Game of Ur has no draw offer to write: "
                    + marks.offer().get());
        }
        Position usual = Position.start(game.rules, game.first);
        // A roll standing at the start is written as the first turn's roll, so it is no start of its own.
        Position begun = game.start.withRoll(0);
        Optional<Position> start = begun.equals(usual) ? Optional.empty() : Optional.of(begun);
        List<RecordTurn> turns = new ArrayList<>();
        List<UrMove> history = game.history();
        List<Throw> thrown = game.throwsOfTurns();
        UrSide side = game.start.turn();
        for (int i = 0; i < history.size(); i++) {
            UrMove move = history.get(i);
            turns.add(new RecordTurn(side, move.roll(), thrown.get(i).faces(), move.wire()));
            side = move.rosette() ? side : side.opponent();
        }
        Optional<Integer> opening = game.seed != null && game.opening > 0 ? Optional.of(game.opening)
                : Optional.empty();
        Optional<RecordResult> result = game.result().map(UrResult::toRecorded)
                .or(() -> marks.ending().map(GameText::recorded));
        UrRecord record = new UrRecord(game.rules, game.start.turn(), Optional.ofNullable(game.seed), opening,
                plyCapLine(game), start, turns, result);
        return RecordWriter.format(record);
    }

    /** The cap a record names: none when there is none, or when the game ended at it (its result says it then). */
    private static Optional<Integer> plyCapLine(GameState game) {
        boolean saidByResult = game.result().map(r -> r.ending() == Ending.PLY_CAP).orElse(false)
                && game.position().ply() == game.plyCap;
        return game.plyCap == 0 || saidByResult ? Optional.empty() : Optional.of(game.plyCap);
    }

    private static RecordResult recorded(Result ending) {
        PlayerEnding how = PlayerEnding.of(ending).orElseThrow();
        if (how == PlayerEnding.AGREEMENT || ending.winnerIfAny().isEmpty()) {
            throw new IllegalArgumentException("the Royal Game of Ur has no draw agreed to write");
        }
        return RecordResult.win(UrSide.of(ending.winner()), how == PlayerEnding.RESIGN ? RecordResult.RESIGN
                : RecordResult.TIMEOUT);
    }

    /**
     * Plays a record through: its rule set, first side, seed, opening and cap of turns, its turns (each throw
     * supplied as written, then the move played or the turn seen to be lost), and its result: one the rules reach
     * must be what the turns reached, a player's ending ({@code resign}, {@code timeout}) is handed back as a mark.
     * The cap is the record's {@code [ply_cap N]}; without one, a {@code [result draw ply_cap]} says the game was
     * capped at its last turn, and otherwise the cap is {@code plyCap}, the option's.
     *
     * @throws TextFormatException naming the first wrong line of the text, or the turn whose throw or move the
     *     game refuses, or the result the turns contradict (a player's ending after the turns ended the game)
     */
    public static ReadGame read(String text, int plyCap) {
        UrRecord record = RecordParser.read(text);
        int headerLines = 2 + (record.seed().isPresent() ? 1 : 0) + (record.opening().isPresent() ? 1 : 0)
                + (record.plyCap().isPresent() ? 1 : 0) + (record.start().isPresent() ? 1 : 0);
        Position start = record.start().orElse(Position.start(record.rules(), record.first()));
        boolean capped = record.result().map(r -> r.how().equals(RecordResult.PLY_CAP)).orElse(false);
        int cap = record.plyCap().orElse(capped ? start.ply() + record.turns().size() : plyCap);
        Optional<String> misfit = PositionFit.misfit(start, record.rules());
        if (misfit.isPresent()) {
            throw TextFormatException.at(new TextLocation(headerLines, 1), misfit.get());
        }
        GameState game = new GameState(record.rules(), record.first(), record.seed().orElse(null),
                record.opening().orElse(0), cap, start);
        // The record read, its text is broken at \n alone: these are its lines as Lines.split counts them.
        List<Line> lines = Lines.split(text);
        for (int i = 0; i < record.turns().size(); i++) {
            RecordTurn turn = record.turns().get(i);
            int lineNumber = headerLines + i + 1;
            String line = lines.get(lineNumber - 1).text();
            TextLocation at = new TextLocation(lineNumber, line.indexOf(": ") + 3);
            String moveText = turn.move().map(WireMove::text).orElse("-");
            if (game.result().isPresent()) {
                throw TextFormatException.atMove(i + 1, moveText, at, "the game is already over ("
                        + game.result().get().sentence() + ")");
            }
            int before = game.history().size();
            Outcome<String> thrown = turn.faces().isPresent() ? game.supply(turn.faces().get())
                    : game.supplyRoll(turn.roll());
            if (!thrown.isAccepted()) {
                throw TextFormatException.atMove(i + 1, moveText, at, withoutStop(thrown.refusal().message()));
            }
            boolean lost = game.history().size() > before;
            if (turn.isForfeit() && !lost) {
                throw TextFormatException.atMove(i + 1, moveText, at, "a roll of " + turn.roll() + " allows "
                        + turn.side().word() + " a move, so the turn is not lost");
            }
            if (!turn.isForfeit()) {
                if (lost) {
                    throw TextFormatException.atMove(i + 1, moveText, at, "a roll of " + turn.roll()
                            + " allows " + turn.side().word() + " no move, so the turn is lost");
                }
                Outcome<Move> played = MoveResolver.play(game, moveText);
                if (!played.isAccepted()) {
                    throw TextFormatException.atMove(i + 1, moveText, at, withoutStop(played.refusal().message()));
                }
            }
        }
        Optional<Result> ending = record.result().flatMap(result -> ending(game, result,
                new TextLocation(lines.size(), 1)));
        return new ReadGame(game, new MatchMarks(Optional.empty(), ending));
    }

    /** The player's ending a result names, or empty for one the rules reached, checked against the turns. */
    private static Optional<Result> ending(GameState game, RecordResult result, TextLocation at) {
        Optional<UrResult> reached = game.result();
        if (result.how().equals(RecordResult.HOME) || result.how().equals(RecordResult.PLY_CAP)) {
            if (reached.isEmpty() || !reached.get().toRecorded().equals(result)) {
                throw TextFormatException.at(at, "the result " + result.text() + " is not what the turns reached ("
                        + reached.map(UrResult::sentence).orElse("the game goes on") + ")");
            }
            return Optional.empty();
        }
        if (reached.isPresent()) {
            throw TextFormatException.at(at, "the result " + result.text() + " comes after turns that already ended"
                    + " the game (" + reached.get().sentence() + ")");
        }
        UrSide winner = result.winner().orElseThrow();
        PlayerEnding how = result.how().equals(RecordResult.RESIGN) ? PlayerEnding.RESIGN : PlayerEnding.TIMEOUT;
        return Optional.of(how.result(Optional.of(winner.side()), winner.opponent().side()));
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
