package org.tabula.royalur;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * A whole game to and from its record text: the game's side of {@link UrNotation}, which reads and writes records
 * but plays nothing.
 *
 * <p>A record holds whole turns: a roll standing with no move made yet is not written, and a game read back waits
 * for that throw again (in a game with a seed, the same throw).
 */
final class GameText {

    private GameText() {
    }

    /** The record of a game: its header, its turns with their throws, and its ending. */
    static String write(RoyalUrGame game) {
        Position usual = Position.start(game.rules(), game.first());
        Optional<Position> start = game.startPosition().equals(usual) ? Optional.empty()
                : Optional.of(game.startPosition().withRoll(0));
        List<RecordTurn> turns = new ArrayList<>();
        List<UrMove> history = game.history();
        List<Throw> thrown = game.throwsOfTurns();
        UrSide side = game.startPosition().turn();
        for (int i = 0; i < history.size(); i++) {
            UrMove move = history.get(i);
            turns.add(new RecordTurn(side, move.roll(), thrown.get(i).faces(), move.wire()));
            side = move.rosette() ? side : side.opponent();
        }
        Optional<Integer> opening = game.seed().isPresent() && game.opening() > 0 ? Optional.of(game.opening())
                : Optional.empty();
        UrRecord record = new UrRecord(game.rules(), game.startPosition().turn(), game.seed(), opening, start, turns,
                game.ending().map(UrResult::toRecorded));
        return UrNotation.formatRecord(record);
    }

    /**
     * Plays a record through: its rule set, first side, seed and opening, its turns (each throw supplied as
     * written, then the move played or the turn seen to be lost), and its result.
     *
     * @throws TextFormatException naming the first wrong line of the text, or the turn whose throw or move the
     *     game refuses, or the result the turns contradict
     */
    static RoyalUrGame read(String text, int plyCap) {
        ParsedRecord parsed = UrNotation.parseRecord(text);
        if (parsed.problem().isPresent()) {
            RecordProblem problem = parsed.problem().get();
            RecordError error = RecordError.ofWord(problem.error());
            throw TextFormatException.at(new TextLocation(problem.line(), 1), problem.error() + ": "
                    + (error == null ? "" : error.meaning()));
        }
        UrRecord record = parsed.record().get();
        int headerLines = 2 + (record.seed().isPresent() ? 1 : 0) + (record.opening().isPresent() ? 1 : 0)
                + (record.start().isPresent() ? 1 : 0);
        Position start = record.start().orElse(Position.start(record.rules(), record.first()));
        Optional<String> misfit = Rules.fits(start, record.rules());
        if (misfit.isPresent()) {
            throw TextFormatException.at(new TextLocation(headerLines, 1), misfit.get());
        }
        RoyalUrGame game = new RoyalUrGame(new GameState(record.rules(), record.seed().orElse(null),
                record.opening().orElse(0), plyCap, start), record.first());
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < record.turns().size(); i++) {
            RecordTurn turn = record.turns().get(i);
            int lineNumber = headerLines + i + 1;
            String line = lines[lineNumber - 1];
            TextLocation at = new TextLocation(lineNumber, line.indexOf(": ") + 3);
            String moveText = turn.move().map(WireMove::text).orElse("-");
            if (game.ending().isPresent()) {
                throw TextFormatException.atMove(i + 1, moveText, at, "the game is already over ("
                        + game.ending().get().sentence() + ")");
            }
            int before = game.history().size();
            Outcome<String> thrown = game.supplyChance(turn.faces().orElse(Integer.toString(turn.roll())));
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
                Outcome<Move> played = game.play(moveText);
                if (!played.isAccepted()) {
                    throw TextFormatException.atMove(i + 1, moveText, at, withoutStop(played.refusal().message()));
                }
            }
        }
        record.result().ifPresent(result -> putBack(game, result, new TextLocation(lines.length - 1, 1)));
        return game;
    }

    private static void putBack(RoyalUrGame game, RecordResult result, TextLocation at) {
        Optional<UrResult> reached = game.ending();
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
            default -> UrResult.plyCap(game.ply());
        });
    }

    private static String withoutStop(String sentence) {
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
