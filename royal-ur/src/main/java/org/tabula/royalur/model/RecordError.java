package org.tabula.royalur.model;

/**
 * The error words of {@link org.tabula.royalur.UrNotation#parseRecord(String)}, each naming what is wrong with the
 * first line that is. The seed names the shape of a problem ({@code {line, error}}) but not its words; these are
 * Tabula's, in the seed's style, and every one is tested.
 */
public enum RecordError {
    /** There is no text at all (line 1). */
    EMPTY("empty", "there is no text"),
    /** The text does not end with a newline (the last line). */
    NEWLINE("newline", "a record ends with a newline"),
    /**
     * A line that cannot stand where it is: blank, with a carriage return, an unknown or misplaced header, or anything
     * after the result.
     */
    LINE("line", "this line cannot stand here"),
    /** The first line is not {@code [rules finkel]}, {@code [rules masters]} or the five fields spelled out. */
    RULES("rules", "the first line is [rules ...] with finkel, masters or the five fields in order"),
    /** The second line is not {@code [first light]} or {@code [first dark]}. */
    FIRST("first", "the second line is [first light] or [first dark]"),
    /** The seed is not one to thirty-two bytes in lower-case hexadecimal. */
    SEED("seed", "a seed is its bytes in lower-case hexadecimal"),
    /** The opening is not a count, or there is no seed before it. */
    OPENING("opening", "[opening N] is a count of throws and comes only after a seed"),
    /** The cap of turns is not a count from 1 (Tabula's line, beyond the seed). */
    PLY_CAP("ply_cap", "[ply_cap N] is a count of turns from 1 and comes after the seed and the opening"),
    /**
     * The start position is not a position, does not fit the rule set, has a roll standing or another side to move than
     * [first].
     */
    POSITION("position", "[position ...] is a position of the rule set, with a roll due and [first] to move"),
    /** A turn line is not {@code N. l|d ROLL [FACES]: MOVE|-}. */
    TURN("turn", "a turn is N. l|d ROLL [FACES]: MOVE|-"),
    /** The turn is not numbered one more than the turn before (the first is 1). */
    NUMBER("number", "turns are numbered from 1 without a gap"),
    /** The side is not the one to move: after a move onto a rosette the same side moves again, else the other. */
    SIDE("side", "this is not the side to move"),
    /**
     * The roll is not one the rule set's dice can make (a move on a roll they can make, a 0 included, is read: the
     * record is not played).
     */
    ROLL("roll", "the dice of this rule set cannot make this roll"),
    /** The faces are not the rule set's dice, or do not make the roll. */
    FACES("faces", "the faces are one digit a die and make the roll"),
    /** The roll, or the faces, are not what the seed throws. */
    DICE("dice", "the seed throws other dice here"),
    /** The move is not a wire move as it is written, in lower case. */
    MOVE("move", "the move is a wire move such as hand-b1, or - for a turn lost"),
    /** The result is not one of the results a record writes. */
    RESULT("result", "[result ...] is light home, dark home, light resign, dark resign or draw ply_cap");

    private final String word;
    private final String meaning;

    RecordError(String word, String meaning) {
        this.word = word;
        this.meaning = meaning;
    }

    /** The word a {@link RecordProblem} carries. */
    public String word() {
        return word;
    }

    /** What the word means, for a person. */
    public String meaning() {
        return meaning;
    }

    /** The error of a word, or null for none. */
    static RecordError ofWord(String word) {
        for (RecordError error : values()) {
            if (error.word.equals(word)) {
                return error;
            }
        }
        return null;
    }
}
