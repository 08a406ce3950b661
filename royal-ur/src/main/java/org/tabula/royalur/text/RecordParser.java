package org.tabula.royalur.text;

import static org.tabula.royalur.text.RecordTags.isTag;
import static org.tabula.royalur.text.RecordTags.value;
import static org.tabula.royalur.text.RecordTags.valueAt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.notation.Header;
import org.tabula.notation.Line;
import org.tabula.notation.LineFault;
import org.tabula.notation.Lines;
import org.tabula.notation.RecordReader;
import org.tabula.notation.RecordReading;
import org.tabula.notation.TextLimits;
import org.tabula.royalur.model.ParsedMove;
import org.tabula.royalur.model.ParsedRecord;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.RecordError;
import org.tabula.royalur.model.RecordResult;
import org.tabula.royalur.model.RecordTurn;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRecord;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;

/**
 * Reads a record's text into an {@link UrRecord}, checking its own consistency (numbering, sides, dice) but not
 * playing it. The text is read by notation-common's {@link RecordReader} in its canonical mode, tags and all, so
 * that only the canonical text is read and whatever reads is written back byte for byte; what is Ur's own is here:
 * which tags stand where, the turn grammar, and the checks. Lines are numbered as notation-common's {@link Lines}
 * numbers them, as a host shows them: a lone CR breaks a line too, and a record with one is refused at it.
 *
 * <p>The first wrong line is named. A turn or a later tag ended by a carriage return is refused at the return;
 * otherwise what a line says is judged before how it is laid out (a tab, a space at its end), a tag the reader
 * cannot read (never closed) is a line that cannot stand, and a record without its final newline is refused last,
 * so that a record cut short names its wrong line first, as the seed's reader does.
 */
public final class RecordParser {

    /** Tags, and nothing forgiven: a blank line, a carriage return, a tab or a stray space is a fault at its place. */
    private static final RecordReader READER = RecordReader.plain().withTags().canonical();

    private final List<Line> lines;
    private final Map<Integer, Header> tags = new HashMap<>();
    /** The reader's first fault, or null: refused after what its line says, or last when it is the final newline. */
    private final LineFault fault;
    private UrRules rules;
    private UrSide first;
    private Seed seed;
    private Integer opening;
    private Integer plyCap;
    private Position start;
    private final List<RecordTurn> turns = new ArrayList<>();
    private RecordResult result;
    private UrSide toMove;

    private RecordParser(RecordReading reading) {
        this.lines = reading.record().lines();
        for (Header tag : reading.record().headers()) {
            tags.put(tag.line(), tag);
        }
        this.fault = reading.fault().orElse(null);
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
        return new RecordParser(READER.withLimits(limits).readUpToFault(text)).read();
    }

    private UrRecord read() {
        Line rulesLine = line(1);
        if (rulesLine == null) {
            throw faultAt(1);
        }
        Header rulesTag = tags.get(1);
        String rulesText = rulesTag == null ? null : value(rulesTag, rulesLine, "rules");
        rules = rulesText == null ? null : UrRules.parse(rulesText).orElse(null);
        if (rules == null) {
            throw new LineProblem(valueAt(rulesLine, "rules"), RecordError.RULES);
        }
        refuseFault(1);
        Line firstLine = line(2);
        if (firstLine == null) {
            throw fault != null && fault.at().line() == 2 ? faultAt(2)
                    : new LineProblem(rulesLine.end(), RecordError.FIRST);
        }
        Header firstTag = tags.get(2);
        String firstText = firstTag == null ? null : value(firstTag, firstLine, "first");
        if (firstText == null || !(firstText.equals("light") || firstText.equals("dark"))) {
            throw new LineProblem(valueAt(firstLine, "first"), RecordError.FIRST);
        }
        refuseFault(2);
        first = UrSide.ofWord(firstText);
        toMove = first;
        int stage = 0;
        for (int index = 2; index < lines.size(); index++) {
            Line line = lines.get(index);
            if (stage == RESULT) {
                throw new LineProblem(line.start(), RecordError.LINE);
            }
            if (fault != null && fault.at().line() == line.number()
                    && fault.kind() == LineFault.Kind.CARRIAGE_RETURN) {
                // A turn or a tag line ended by a carriage return is refused at it before what it says is read.
                throw faultAt(line.number());
            }
            Header tag = line.text().startsWith("[") ? tags.get(line.number()) : null;
            if (tag != null) {
                stage = header(tag, line, stage);
            } else if (!line.text().startsWith("[")) {
                turn(line);
                stage = TURNS;
            } else {
                throw new LineProblem(line.start(), RecordError.LINE);
            }
            refuseFault(line.number());
        }
        if (fault != null && fault.kind() != LineFault.Kind.NO_FINAL_NEWLINE) {
            // The fault's line could not be read at all: blank, or a tag never closed.
            throw faultAt(fault.at().line());
        }
        if (fault != null) {
            // Checked last, as the seed's reader does: a record cut short names its wrong line first.
            throw new LineProblem(fault.at(), RecordError.NEWLINE);
        }
        return new UrRecord(rules, first, Optional.ofNullable(seed), Optional.ofNullable(opening),
                Optional.ofNullable(plyCap), Optional.ofNullable(start), turns, Optional.ofNullable(result));
    }

    /** Refuses a line the reader found a fault on, once what it says is read; the final newline waits till last. */
    private void refuseFault(int number) {
        if (fault != null && fault.at().line() == number && fault.kind() != LineFault.Kind.NO_FINAL_NEWLINE) {
            throw faultAt(number);
        }
    }

    /** The reader's fault on a line, as the word of that line: its first two are the rules and the first side. */
    private LineProblem faultAt(int number) {
        RecordError error = number == 1 ? RecordError.RULES : number == 2 ? RecordError.FIRST : RecordError.LINE;
        return new LineProblem(fault.at(), error);
    }

    /** The stages a record goes through after its first two lines, in order: each line may stand only so far. */
    private static final int SEED = 1;
    private static final int OPENING = 2;
    private static final int PLY_CAP = 3;
    private static final int START = 4;
    private static final int TURNS = 5;
    private static final int RESULT = 6;

    /** Reads a bracketed line standing after the first two, and returns the stage reached. */
    private int header(Header tag, Line line, int stage) {
        if (isTag(tag, line, "seed") && stage < SEED) {
            seed = Seed.parse(value(tag, line, "seed")).orElseThrow(() -> new LineProblem(valueAt(line, "seed"),
                    RecordError.SEED));
            return SEED;
        }
        if (isTag(tag, line, "opening") && stage < OPENING) {
            String value = value(tag, line, "opening");
            int count = value == null ? -1 : PositionText.count(value);
            if (seed == null || count < 0) {
                throw new LineProblem(valueAt(line, "opening"), RecordError.OPENING);
            }
            opening = count;
            return OPENING;
        }
        if (isTag(tag, line, "ply_cap") && stage < PLY_CAP) {
            String value = value(tag, line, "ply_cap");
            int count = value == null ? -1 : PositionText.count(value);
            if (count < 1) {
                throw new LineProblem(valueAt(line, "ply_cap"), RecordError.PLY_CAP);
            }
            plyCap = count;
            return PLY_CAP;
        }
        if (isTag(tag, line, "position") && stage < START) {
            String value = value(tag, line, "position");
            Position position = value == null ? null : PositionText.read(value).position();
            if (position == null || !position.rollDue() || position.turn() != first
                    || position.pieces(UrSide.LIGHT) != rules.pieces()
                    || position.pieces(UrSide.DARK) != rules.pieces()) {
                throw new LineProblem(valueAt(line, "position"), RecordError.POSITION);
            }
            start = position;
            return START;
        }
        if (isTag(tag, line, "result")) {
            String value = value(tag, line, "result");
            result = value == null ? null : RecordResult.parse(value).orElse(null);
            if (result == null) {
                throw new LineProblem(valueAt(line, "result"), RecordError.RESULT);
            }
            return RESULT;
        }
        throw new LineProblem(line.start(), RecordError.LINE);
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
        // Whether the roll allows the move (a move on a 0 included) is the game's to say, on replay: not played here.
        throwCheck().check(turnLine.at(shape.sideAt() + 2), roll, faces, throwNumber());
        Optional<WireMove> move = Optional.empty();
        if (!forfeit) {
            ParsedMove parsed = WireText.parse(moveText);
            if (!parsed.isMove() || !parsed.move().get().text().equals(moveText)) {
                throw new LineProblem(turnLine.at(shape.moveAt()), RecordError.MOVE);
            }
            move = parsed.move();
        }
        turns.add(new RecordTurn(side, roll, Optional.ofNullable(faces), move));
        boolean again = move.isPresent() && move.get().to().isRosette();
        toMove = again ? side : side.opponent();
    }

    /** The checks of a throw under the rules and seed the header named. */
    private ThrowCheck throwCheck() {
        return new ThrowCheck(rules, seed);
    }

    /** The number of the seed's throw of the next turn: the opening's throws, the start's turns, the turns so far. */
    private long throwNumber() {
        return (opening == null ? 0L : opening) + (start == null ? 0 : start.ply()) + turns.size();
    }

    /** A line the reader kept, or null when it stopped before it: the lines kept are numbered 1, 2, ... in order. */
    private Line line(int number) {
        return number <= lines.size() ? lines.get(number - 1) : null;
    }
}
