package org.tabula.royalur.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.royalur.Ending;
import org.tabula.royalur.Position;
import org.tabula.royalur.RecordResult;
import org.tabula.royalur.RecordRoll;
import org.tabula.royalur.RecordTurn;
import org.tabula.royalur.UrMove;
import org.tabula.royalur.UrNotation;
import org.tabula.royalur.UrRecord;
import org.tabula.royalur.UrResult;
import org.tabula.royalur.UrSide;
import org.tabula.royalur.WireMove;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.PositionFit;
import org.tabula.royalur.rules.Throw;

/**
 * A whole game to and from its record text: the game's side of {@link UrNotation}, which reads and writes records
 * but plays nothing.
 *
 * <p>A record holds whole turns, as the seed's records do, and then, when the game was left between a throw and
 * its move, a last line {@code [roll 3 1011]} (Tabula's, beyond the seed) with the roll standing, so that the game
 * read back has that roll standing too and does not throw again.
 */
public final class GameText {

    private GameText() {
    }

    /** The record of a game: its header, its turns with their throws, and its ending. */
    public static String write(GameState game) {
        Position usual = Position.start(game.rules, game.first);
        Optional<Position> start = game.start.equals(usual) ? Optional.empty() : Optional.of(game.start.withRoll(0));
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
        Optional<RecordRoll> standing = game.standingRoll().map(roll -> new RecordRoll(roll, game.standingFaces()));
        UrRecord record = new UrRecord(game.rules, game.start.turn(), Optional.ofNullable(game.seed), opening, start,
                turns, standing, game.result().map(UrResult::toRecorded));
        return UrNotation.formatRecord(record);
    }

    /**
     * Plays a record through: its rule set, first side, seed and opening, its turns (each throw supplied as
     * written, then the move played or the turn seen to be lost), and its result.
     *
     * @throws TextFormatException naming the first wrong line of the text, or the turn whose throw or move the
     *     game refuses, or the result the turns contradict
     */
    public static GameState read(String text, int plyCap) {
        UrRecord record = RecordParser.read(text);
        int headerLines = 2 + (record.seed().isPresent() ? 1 : 0) + (record.opening().isPresent() ? 1 : 0)
                + (record.start().isPresent() ? 1 : 0);
        Position start = record.start().orElse(Position.start(record.rules(), record.first()));
        Optional<String> misfit = PositionFit.misfit(start, record.rules());
        if (misfit.isPresent()) {
            throw TextFormatException.at(new TextLocation(headerLines, 1), misfit.get());
        }
        GameState game = new GameState(record.rules(), record.first(), record.seed().orElse(null),
                record.opening().orElse(0), plyCap, start);
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
        if (record.standing().isPresent()) {
            standing(game, record.standing().get(), new TextLocation(headerLines + record.turns().size() + 1, 1));
        }
        record.result().ifPresent(result -> putBack(game, result, new TextLocation(lines.size(), 1)));
        return game;
    }

    /** Throws the roll standing again; refused when the game is over or the roll allows no move. */
    private static void standing(GameState game, RecordRoll roll, TextLocation at) {
        if (game.result().isPresent()) {
            throw TextFormatException.at(at, "no roll stands in a game that is over ("
                    + game.result().get().sentence() + ")");
        }
        UrSide side = game.position().turn();
        int before = game.history().size();
        Outcome<String> thrown = roll.faces().isPresent() ? game.supply(roll.faces().get())
                : game.supplyRoll(roll.roll());
        if (!thrown.isAccepted()) {
            throw TextFormatException.at(at, withoutStop(thrown.refusal().message()));
        }
        if (game.history().size() > before) {
            throw TextFormatException.at(at, "a roll of " + roll.roll() + " allows " + side.word()
                    + " no move, so it does not stand: the turn is lost");
        }
    }

    private static void putBack(GameState game, RecordResult result, TextLocation at) {
        Optional<UrResult> reached = game.result();
        Ending ending = Ending.ofWord(result.how());
        if (ending == Ending.HOME) {
            if (reached.isEmpty() || reached.get().ending() != Ending.HOME
                    || !reached.get().winner().equals(result.winner())) {
                throw TextFormatException.at(at, "the result " + result.text() + " is not what the turns reached ("
                        + reached.map(UrResult::sentence).orElse("the game goes on") + ")");
            }
            return;
        }
        if (ending == Ending.PLY_CAP && reached.isPresent() && reached.get().ending() == Ending.PLY_CAP) {
            return;
        }
        if (reached.isPresent()) {
            throw TextFormatException.at(at, "the result " + result.text() + " comes after turns that already ended"
                    + " the game (" + reached.get().sentence() + ")");
        }
        UrSide loser = result.winner().map(UrSide::opponent).orElse(null);
        game.endAs(switch (ending) {
            case RESIGN -> UrResult.resign(loser);
            case TIMEOUT -> UrResult.timeout(loser);
            default -> UrResult.plyCap(game.position().ply());
        });
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
