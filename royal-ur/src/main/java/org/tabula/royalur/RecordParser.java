package org.tabula.royalur;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a record's text into an {@link UrRecord}, checking its own consistency (numbering, sides, dice) but not
 * playing it. Only the canonical text is read, so that whatever reads is written back byte for byte.
 */
final class RecordParser {

    private final List<String> lines;
    private UrRules rules;
    private UrSide first;
    private Seed seed;
    private Integer opening;
    private Position start;
    private final List<RecordTurn> turns = new ArrayList<>();
    private RecordRoll standing;
    private RecordResult result;
    private UrSide toMove;

    private RecordParser(List<String> lines) {
        this.lines = lines;
    }

    /** Signals the first wrong line; caught in {@link #parse(String)}. */
    private static final class Problem extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int line;
        final RecordError error;

        Problem(int line, RecordError error) {
            super(null, null, false, false);
            this.line = line;
            this.error = error;
        }
    }

    /** Reads a record, or names its first wrong line. Never throws for any string, null included. */
    static ParsedRecord parse(String text) {
        if (text == null || text.isEmpty()) {
            return ParsedRecord.failed(1, RecordError.EMPTY.word());
        }
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        boolean endsWithNewline = lines.get(lines.size() - 1).isEmpty();
        if (endsWithNewline) {
            lines.remove(lines.size() - 1);
        }
        RecordParser parser = new RecordParser(lines);
        try {
            UrRecord record = parser.read();
            if (!endsWithNewline) {
                return ParsedRecord.failed(lines.size(), RecordError.NEWLINE.word());
            }
            return ParsedRecord.of(record);
        } catch (Problem problem) {
            return ParsedRecord.failed(problem.line, problem.error.word());
        }
    }

    private UrRecord read() {
        String rulesText = tag(line(1), "rules");
        rules = rulesText == null ? null : UrRules.parse(rulesText).orElse(null);
        if (rules == null) {
            throw new Problem(1, RecordError.RULES);
        }
        if (lines.size() < 2) {
            throw new Problem(1, RecordError.FIRST);
        }
        String firstText = tag(line(2), "first");
        if (firstText == null || !(firstText.equals("light") || firstText.equals("dark"))) {
            throw new Problem(2, RecordError.FIRST);
        }
        first = UrSide.ofWord(firstText);
        toMove = first;
        int stage = 0;
        for (int number = 3; number <= lines.size(); number++) {
            String line = line(number);
            if (stage == 4 || line.isEmpty() || line.indexOf('\r') >= 0) {
                throw new Problem(number, RecordError.LINE);
            }
            if (line.startsWith("[")) {
                stage = header(number, line, stage);
            } else {
                turn(number, line);
                stage = 3;
            }
        }
        return new UrRecord(rules, first, Optional.ofNullable(seed), Optional.ofNullable(opening),
                Optional.ofNullable(start), turns, Optional.ofNullable(standing), Optional.ofNullable(result));
    }

    /** Reads a header line standing after the first two, and returns the stage reached. */
    private int header(int number, String line, int stage) {
        if (isTag(line, "seed") && stage == 0) {
            seed = Seed.parse(tag(line, "seed")).orElseThrow(() -> new Problem(number, RecordError.SEED));
            return 1;
        }
        if (isTag(line, "opening") && stage <= 1) {
            String value = tag(line, "opening");
            int count = value == null ? -1 : PositionText.count(value);
            if (seed == null || count < 0) {
                throw new Problem(number, RecordError.OPENING);
            }
            opening = count;
            return 2;
        }
        if (isTag(line, "position") && stage <= 2) {
            String value = tag(line, "position");
            Position position = value == null ? null : PositionText.read(value).position();
            if (position == null || !position.rollDue() || position.turn() != first
                    || position.pieces(UrSide.LIGHT) != rules.pieces()
                    || position.pieces(UrSide.DARK) != rules.pieces() || position.winner() != null) {
                throw new Problem(number, RecordError.POSITION);
            }
            start = position;
            return 3;
        }
        if (isTag(line, "roll") && stage <= 3) {
            standing = standing(number, tag(line, "roll"));
            return 4;
        }
        if (isTag(line, "result")) {
            String value = tag(line, "result");
            result = value == null ? null : RecordResult.parse(value).orElse(null);
            if (result == null) {
                throw new Problem(number, RecordError.RESULT);
            }
            return 4;
        }
        throw new Problem(number, RecordError.LINE);
    }

    /**
     * Checks a throw a line gives, a turn's or a standing roll's: a roll the dice can make ({@code possible} says
     * whether this line may give it at all), the faces, when given, making it, and with a seed the seed's next throw.
     */
    private void checkThrow(int number, int roll, boolean possible, String faces) {
        if (!rules.rolls().contains(roll) || !possible) {
            throw new Problem(number, RecordError.ROLL);
        }
        if (faces != null && rules.rollOfFaces(faces) != roll) {
            throw new Problem(number, RecordError.FACES);
        }
        if (seed != null) {
            String thrown = seed.faces(throwNumber(), rules.dice());
            if (rules.rollOfFaces(thrown) != roll || (faces != null && !faces.equals(thrown))) {
                throw new Problem(number, RecordError.DICE);
            }
        }
    }

    /**
     * Reads the value of a {@code [roll R]} or {@code [roll R FACES]} line: a roll standing for the side to move,
     * one the dice make and not 0 (which never stands), its faces making it, and with a seed the seed's next throw.
     */
    private RecordRoll standing(int number, String value) {
        if (value == null || value.isEmpty() || value.charAt(0) < '1' || value.charAt(0) > '9'
                || (value.length() > 1 && (value.charAt(1) != ' ' || !value.substring(2).matches("[01]+")))) {
            throw new Problem(number, RecordError.ROLL);
        }
        int roll = value.charAt(0) - '0';
        String faces = value.length() > 1 ? value.substring(2) : null;
        checkThrow(number, roll, true, faces);
        return new RecordRoll(roll, Optional.ofNullable(faces));
    }

    /** Reads a turn line: {@code N. s R[ F]: M}. */
    private void turn(int number, String line) {
        int i = 0;
        while (i < line.length() && Character.isDigit(line.charAt(i)) && line.charAt(i) <= '9') {
            i++;
        }
        String digits = line.substring(0, i);
        int turnNumber = PositionText.count(digits);
        if (turnNumber < 0 || !line.startsWith(". ", i) || i + 4 > line.length() || line.charAt(i + 3) != ' ') {
            throw new Problem(number, RecordError.TURN);
        }
        UrSide side = UrSide.ofLetter(line.charAt(i + 2));
        char rollDigit = i + 4 < line.length() ? line.charAt(i + 4) : ' ';
        if (side == null || rollDigit < '0' || rollDigit > '9') {
            throw new Problem(number, RecordError.TURN);
        }
        int roll = rollDigit - '0';
        int j = i + 5;
        String faces = null;
        if (j < line.length() && line.charAt(j) == ' ') {
            int k = j + 1;
            while (k < line.length() && (line.charAt(k) == '0' || line.charAt(k) == '1')) {
                k++;
            }
            if (k == j + 1) {
                throw new Problem(number, RecordError.TURN);
            }
            faces = line.substring(j + 1, k);
            j = k;
        }
        if (!line.startsWith(": ", j) || j + 2 >= line.length()) {
            throw new Problem(number, RecordError.TURN);
        }
        String moveText = line.substring(j + 2);
        if (turnNumber != turns.size() + 1) {
            throw new Problem(number, RecordError.NUMBER);
        }
        if (side != toMove) {
            throw new Problem(number, RecordError.SIDE);
        }
        boolean forfeit = moveText.equals("-");
        checkThrow(number, roll, roll != 0 || forfeit, faces);
        Optional<WireMove> move = Optional.empty();
        if (!forfeit) {
            ParsedMove parsed = UrNotation.parseMove(moveText);
            if (!parsed.isMove() || !parsed.move().get().text().equals(moveText)) {
                throw new Problem(number, RecordError.MOVE);
            }
            move = parsed.move();
        }
        turns.add(new RecordTurn(side, roll, Optional.ofNullable(faces), move));
        boolean again = move.isPresent() && move.get().to().isRosette();
        toMove = again ? side : side.opponent();
    }

    /** The number of the seed's throw of the next turn: the opening's throws, the start's turns, the turns so far. */
    private long throwNumber() {
        return (opening == null ? 0L : opening) + (start == null ? 0 : start.ply()) + turns.size();
    }

    private String line(int number) {
        return number <= lines.size() ? lines.get(number - 1) : "";
    }

    private static boolean isTag(String line, String name) {
        return line.startsWith("[" + name + " ") || line.equals("[" + name + "]");
    }

    /** The value of a line written exactly {@code [name value]}, or null when it is not. */
    private static String tag(String line, String name) {
        String open = "[" + name + " ";
        if (!line.startsWith(open) || !line.endsWith("]") || line.length() <= open.length() + 1) {
            return null;
        }
        return line.substring(open.length(), line.length() - 1);
    }

    /**
     * The canonical text of a record: header lines, turn lines numbered from 1, then a roll standing or the result;
     * each ends with a newline.
     */
    static String format(UrRecord record) {
        StringBuilder text = new StringBuilder(64 + 24 * record.turns().size());
        text.append("[rules ").append(record.rules().text()).append("]\n");
        text.append("[first ").append(record.first().word()).append("]\n");
        record.seed().ifPresent(seed -> text.append("[seed ").append(seed.hex()).append("]\n"));
        record.opening().ifPresent(count -> text.append("[opening ").append(count).append("]\n"));
        record.start().ifPresent(position -> text.append("[position ").append(PositionText.format(position))
                .append("]\n"));
        for (int i = 0; i < record.turns().size(); i++) {
            text.append(record.turns().get(i).text(i + 1)).append('\n');
        }
        record.standing().ifPresent(roll -> text.append(roll.text()).append('\n'));
        record.result().ifPresent(result -> text.append("[result ").append(result.text()).append("]\n"));
        return text.toString();
    }
}
