package org.tabula.host.core.testgames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The record text both test games share around their own moves line: {@code option NAME=VALUE} lines for every
 * option not at its default, the moves, then {@code offer SIDE} and {@code result WINNER|draw CODE} for the
 * match's marks. Written once here so that Nim and the race differ only in how they write a move.
 *
 * @param options the options the record names, over the ones given
 * @param moves the moves line, empty when there is none
 * @param movesLine the line number of the moves line, for the game's errors
 * @param offer the offer line's side, or empty
 * @param ending the result line's player ending, or empty
 * @param winner the result line's winner, or empty (for the draw, or no result line)
 * @param endingLine the result line's number, or 0
 */
record TestRecord(GameOptions options, String moves, int movesLine, Optional<Side> offer,
        Optional<PlayerEnding> ending, Optional<Side> winner, int endingLine) {

    /** The record of a game with these moves and marks. */
    static String write(GameProvider provider, GameOptions options, String moves, MatchMarks marks) {
        List<String> lines = new ArrayList<>();
        options.notDefault(provider.options()).forEach((name, value) -> lines.add("option " + name + "=" + value));
        lines.add(moves);
        marks.offer().ifPresent(side -> lines.add("offer " + side.id()));
        marks.ending().ifPresent(result -> lines.add("result " + result.winnerIfAny().map(Side::id).orElse("draw")
                + " " + result.reason()));
        return String.join("\n", lines);
    }

    /**
     * Reads the lines around the moves.
     *
     * @throws TextFormatException when an option, a side or a result is not one of the game's, naming the line
     */
    static TestRecord read(GameProvider provider, String record, GameOptions given) {
        Map<String, String> named = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        int movesLine = 1;
        Optional<Side> offer = Optional.empty();
        Optional<PlayerEnding> ending = Optional.empty();
        Optional<Side> winner = Optional.empty();
        int endingLine = 0;
        String[] lines = record.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String[] words = lines[i].strip().split("\\s+");
            TextLocation at = new TextLocation(i + 1, 1);
            switch (words[0]) {
                case "option" -> {
                    String[] pair = words.length == 2 ? words[1].split("=", 2) : new String[0];
                    if (pair.length != 2 || !given.asMap().containsKey(pair[0])) {
                        throw TextFormatException.at(at, "expected option NAME=VALUE of " + provider.id());
                    }
                    named.put(pair[0], pair[1]);
                }
                case "offer" -> offer = Optional.of(side(provider, words, 1, at));
                case "result" -> {
                    ending = Optional.of(ending(words, at));
                    winner = words[1].equals("draw") ? Optional.empty() : Optional.of(side(provider, words, 1, at));
                    endingLine = i + 1;
                }
                default -> {
                    if (!lines[i].isBlank()) {
                        moves.add(lines[i]);
                        movesLine = i + 1;
                    }
                }
            }
        }
        if (moves.size() > 1) {
            throw TextFormatException.at(new TextLocation(movesLine, 1), "the moves are one line");
        }
        GameOptions options;
        try {
            options = given.overruledBy(provider.options(), named);
        } catch (IllegalArgumentException e) {
            throw TextFormatException.at(new TextLocation(1, 1), e.getMessage());
        }
        return new TestRecord(options, moves.isEmpty() ? "" : moves.get(0), movesLine, offer, ending, winner,
                endingLine);
    }

    /**
     * The marks, checked against the game the moves made.
     *
     * @throws TextFormatException when the result line names an ending the moves already reached
     */
    MatchMarks marks(List<Side> sides, boolean over) {
        if (ending.isPresent() && over) {
            throw TextFormatException.at(new TextLocation(endingLine, 1), "the moves already ended the game");
        }
        Optional<Result> result = ending.map(how -> how.result(winner,
                winner.map(w -> w.equals(sides.get(0)) ? sides.get(1) : sides.get(0)).orElse(sides.get(0))));
        return new MatchMarks(offer, result);
    }

    private static Side side(GameProvider provider, String[] words, int index, TextLocation at) {
        if (words.length <= index || provider.sides().stream().noneMatch(s -> s.id().equals(words[index]))) {
            throw TextFormatException.at(at, "expected a side of " + provider.id());
        }
        return provider.side(words[index]);
    }

    private static PlayerEnding ending(String[] words, TextLocation at) {
        if (words.length == 3) {
            for (PlayerEnding ending : PlayerEnding.values()) {
                boolean draw = words[1].equals("draw");
                if (ending.code().equals(words[2]) && draw == (ending == PlayerEnding.AGREEMENT)) {
                    return ending;
                }
            }
        }
        throw TextFormatException.at(at, "expected result WINNER resign|timeout or result draw agreement");
    }
}
