package org.tabula.royalur.text;

import static org.tabula.royalur.text.RecordTags.isTag;
import static org.tabula.royalur.text.RecordTags.tag;
import static org.tabula.royalur.text.RecordTags.valueAt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Line;
import org.tabula.notation.Lines;
import org.tabula.notation.TextLimits;
import org.tabula.royalur.ParsedMove;
import org.tabula.royalur.ParsedRecord;
import org.tabula.royalur.Position;
import org.tabula.royalur.RecordError;
import org.tabula.royalur.RecordResult;
import org.tabula.royalur.RecordRoll;
import org.tabula.royalur.RecordTurn;
import org.tabula.royalur.Seed;
import org.tabula.royalur.UrNotation;
import org.tabula.royalur.UrRecord;
import org.tabula.royalur.UrRules;
import org.tabula.royalur.UrSide;
import org.tabula.royalur.WireMove;

/**
 * Reads a record's text into an {@link UrRecord}, checking its own consistency (numbering, sides, dice) but not
 * playing it. Only the canonical text is read, so that whatever reads is written back byte for byte. Lines are
 * numbered as notation-common's {@link Lines} numbers them, as a host shows them: a lone CR breaks a line too, and
 * a record with one is refused at it.
 */
public final class RecordParser {

    private final List<Line> lines;
    /** Where the text's first carriage return stands, or null: only the canonical text, broken at \n, is read. */
    private final TextLocation carriageReturn;
    private UrRules rules;
    private UrSide first;
    private Seed seed;
    private Integer opening;
    private Integer plyCap;
    private Position start;
    private final List<RecordTurn> turns = new ArrayList<>();
    private RecordRoll standing;
    private RecordResult result;
    private UrSide toMove;

    private RecordParser(List<Line> lines, TextLocation carriageReturn) {
        this.lines = lines;
        this.carriageReturn = carriageReturn;
    }

    /** Reads a record, or names its first wrong line. Never throws for any string, null included. */
    public static ParsedRecord parse(String text) {
        try {
            return ParsedRecord.of(readRecord(text, TextLimits.NONE));
        } catch (LineProblem problem) {
            return ParsedRecord.failed(problem.at.line(), problem.error.word());
        }
    }

    /**
     * Reads a record, as {@link #parse(String)} does.
     *
     * @throws TextFormatException naming the error word, what it means, and the line and column, counted as
     *     notation-common's {@link Lines#split(CharSequence)} counts them (a lone CR breaks a line too); or naming
     *     the limit, for a text or a line longer than {@link TextLimits#DEFAULT} allows
     */
    public static UrRecord read(String text) {
        try {
            // A game is read from a text it did not write: within the limits every notation applies (parse_record,
            // which names a line and a word only, reads any text).
            return readRecord(text, TextLimits.DEFAULT);
        } catch (LineProblem problem) {
            throw TextFormatException.at(problem.at, problem.error.word() + ": " + problem.error.meaning());
        }
    }

    private static UrRecord readRecord(String text, TextLimits limits) {
        if (text == null || text.isEmpty()) {
            throw new LineProblem(new TextLocation(1, 1), RecordError.EMPTY);
        }
        List<Line> lines = Lines.split(text, limits);
        UrRecord record = new RecordParser(lines, Lines.firstCarriageReturn(text).orElse(null)).read();
        // Checked last, as the seed's reader does: a record cut short names its wrong line first.
        if (!text.endsWith("\n")) {
            throw new LineProblem(lines.get(lines.size() - 1).end(), RecordError.NEWLINE);
        }
        return record;
    }

    private UrRecord read() {
        Line rulesLine = line(1);
        String rulesText = tag(rulesLine, "rules");
        rules = rulesText == null ? null : UrRules.parse(rulesText).orElse(null);
        if (rules == null) {
            throw new LineProblem(valueAt(rulesLine, "rules"), RecordError.RULES);
        }
        refuseCarriageReturn(1, RecordError.RULES);
        if (lines.size() < 2) {
            throw new LineProblem(rulesLine.end(), RecordError.FIRST);
        }
        Line firstLine = line(2);
        String firstText = tag(firstLine, "first");
        if (firstText == null || !(firstText.equals("light") || firstText.equals("dark"))) {
            throw new LineProblem(valueAt(firstLine, "first"), RecordError.FIRST);
        }
        refuseCarriageReturn(2, RecordError.FIRST);
        first = UrSide.ofWord(firstText);
        toMove = first;
        int stage = 0;
        for (int number = 3; number <= lines.size(); number++) {
            Line line = line(number);
            if (stage == RESULT || line.text().isEmpty()) {
                throw new LineProblem(line.start(), RecordError.LINE);
            }
            refuseCarriageReturn(number, RecordError.LINE);
            if (line.text().startsWith("[")) {
                stage = header(line, stage);
            } else if (stage < STANDING) {
                turn(line);
                stage = TURNS;
            } else {
                throw new LineProblem(line.start(), RecordError.LINE);
            }
        }
        return new UrRecord(rules, first, Optional.ofNullable(seed), Optional.ofNullable(opening),
                Optional.ofNullable(plyCap), Optional.ofNullable(start), turns, Optional.ofNullable(standing), Optional.ofNullable(result));
    }

    /** Refuses the line a carriage return ends, at the return: a record is read only as it is written. */
    private void refuseCarriageReturn(int number, RecordError error) {
        if (carriageReturn != null && carriageReturn.line() == number) {
            throw new LineProblem(carriageReturn, error);
        }
    }

    /** The stages a record goes through after its first two lines, in order: each line may stand only so far. */
    private static final int SEED = 1;
    private static final int OPENING = 2;
    private static final int PLY_CAP = 3;
    private static final int START = 4;
    private static final int TURNS = 5;
    private static final int STANDING = 6;
    private static final int RESULT = 7;

    /**
     * Reads a bracketed line standing after the first two, and returns the stage reached. A {@code [roll ...]} may
     * be followed by a {@code [result ...]}: a player may end a game with a roll standing.
     */
    private int header(Line line, int stage) {
        String text = line.text();
        if (isTag(text, "seed") && stage < SEED) {
            seed = Seed.parse(tag(line, "seed")).orElseThrow(() -> new LineProblem(valueAt(line, "seed"),
                    RecordError.SEED));
            return SEED;
        }
        if (isTag(text, "opening") && stage < OPENING) {
            String value = tag(line, "opening");
            int count = value == null ? -1 : PositionText.count(value);
            if (seed == null || count < 0) {
                throw new LineProblem(valueAt(line, "opening"), RecordError.OPENING);
            }
            opening = count;
            return OPENING;
        }
        if (isTag(text, "ply_cap") && stage < PLY_CAP) {
            String value = tag(line, "ply_cap");
            int count = value == null ? -1 : PositionText.count(value);
            if (count < 1) {
                throw new LineProblem(valueAt(line, "ply_cap"), RecordError.PLY_CAP);
            }
            plyCap = count;
            return PLY_CAP;
        }
        if (isTag(text, "position") && stage < START) {
            String value = tag(line, "position");
            Position position = value == null ? null : PositionText.read(value).position();
            if (position == null || !position.rollDue() || position.turn() != first
                    || position.pieces(UrSide.LIGHT) != rules.pieces()
                    || position.pieces(UrSide.DARK) != rules.pieces() || position.winner() != null) {
                throw new LineProblem(valueAt(line, "position"), RecordError.POSITION);
            }
            start = position;
            return START;
        }
        if (isTag(text, "roll") && stage < STANDING) {
            standing = standing(line, tag(line, "roll"));
            return STANDING;
        }
        if (isTag(text, "result")) {
            String value = tag(line, "result");
            result = value == null ? null : RecordResult.parse(value).orElse(null);
            if (result == null || (standing != null && result.how().equals(RecordResult.HOME))) {
                throw new LineProblem(valueAt(line, "result"), RecordError.RESULT);
            }
            return RESULT;
        }
        throw new LineProblem(line.start(), RecordError.LINE);
    }

    /**
     * Checks a throw a line gives, a turn's or a standing roll's: a roll the dice can make ({@code possible} says
     * whether this line may give it at all), the faces, when given, making it, and with a seed the seed's next
     * throw. The roll stands at {@code rollAt} of its line, the faces from {@code rollAt + 2}.
     */
    private void checkThrow(TextLocation rollAt, int roll, boolean possible, String faces) {
        if (!rules.rolls().contains(roll) || !possible) {
            throw new LineProblem(rollAt, RecordError.ROLL);
        }
        if (faces != null && rules.rollOfFaces(faces) != roll) {
            throw new LineProblem(new TextLocation(rollAt.line(), rollAt.column() + 2), RecordError.FACES);
        }
        if (seed != null) {
            String thrown = seed.faces(throwNumber(), rules.dice());
            if (rules.rollOfFaces(thrown) != roll || (faces != null && !faces.equals(thrown))) {
                throw new LineProblem(rollAt, RecordError.DICE);
            }
        }
    }

    /**
     * Reads the value of a {@code [roll R]} or {@code [roll R FACES]} line: a roll standing for the side to move,
     * one the dice make and not 0 (which never stands), its faces making it, and with a seed the seed's next throw.
     */
    private RecordRoll standing(Line line, String value) {
        TextLocation at = valueAt(line, "roll");
        if (value == null || value.isEmpty() || value.charAt(0) < '1' || value.charAt(0) > '9'
                || (value.length() > 1 && (value.charAt(1) != ' ' || !value.substring(2).matches("[01]+")))) {
            throw new LineProblem(at, RecordError.ROLL);
        }
        int roll = value.charAt(0) - '0';
        String faces = value.length() > 1 ? value.substring(2) : null;
        checkThrow(at, roll, true, faces);
        return new RecordRoll(roll, Optional.ofNullable(faces));
    }

    /** Reads a turn line: {@code N. s R[ F]: M}. What is wrong stands at its column (1 for the line's shape). */
    private void turn(Line turnLine) {
        TurnShape shape = TurnShape.read(turnLine);
        int turnNumber = shape.number();
        UrSide side = shape.side();
        int roll = shape.roll();
        String faces = shape.faces();
        String moveText = shape.move();
        if (turnNumber != turns.size() + 1) {
            throw new LineProblem(turnLine.start(), RecordError.NUMBER);
        }
        if (side != toMove) {
            throw new LineProblem(turnLine.at(shape.sideAt()), RecordError.SIDE);
        }
        boolean forfeit = moveText.equals("-");
        checkThrow(turnLine.at(shape.sideAt() + 2), roll, roll != 0 || forfeit, faces);
        Optional<WireMove> move = Optional.empty();
        if (!forfeit) {
            ParsedMove parsed = UrNotation.parseMove(moveText);
            if (!parsed.isMove() || !parsed.move().get().text().equals(moveText)) {
                throw new LineProblem(turnLine.at(shape.moveAt()), RecordError.MOVE);
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

    private Line line(int number) {
        return lines.get(number - 1);
    }
}
