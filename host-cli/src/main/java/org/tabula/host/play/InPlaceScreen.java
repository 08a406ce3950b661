package org.tabula.host.play;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tabula.api.Match;
import org.tabula.api.Palette;
import org.tabula.api.Side;
import org.tabula.host.console.Columns;
import org.tabula.host.console.Console;
import org.tabula.host.console.Wrapping;

/**
 * One screen drawn again in place on a terminal that can: the board, with the game, its players, the state and
 * the moves so far beside it, then what was said since, then the prompt. It fits the terminal's height, so the
 * board never scrolls away; the move list keeps its latest lines when the game outgrows the room.
 */
final class InPlaceScreen implements PlayScreen {

    /** Lines after the match's own beside the board (the clocks); none unless a session gives them. */
    private java.util.function.Supplier<List<String>> extra = List::of;

    /** Cursor to the top left, then the screen cleared. */
    static final String CLEAR = "\u001b[H\u001b[2J";
    private static final int GAP = 3;
    /** Narrower than this, the state goes under the board and the move list is left to {@code history}. */
    private static final int LEAST_BESIDE = 24;
    /** The sentences kept when nobody reads them (bots alone): more than any screen shows. */
    private static final int KEPT = 100;
    /** The lines of moves under a board too wide for a column beside it. */
    private static final int MOVE_LINES_UNDER = 2;

    private final Console console;
    private final PrintWriter out;
    private final Palette palette;
    private final StringWriter said = new StringWriter();
    private final PrintWriter messages = new PrintWriter(said, true);
    /**
     * The sentences since the last prompt, as said: folded to the width where they are drawn, so that a line
     * laid out by its writer (the command that carries on) can be left whole after the last frame. Only the
     * latest are kept when nobody reads (bots alone).
     */
    private final List<String> sentences = new ArrayList<>();
    /** How many of the sentences the screen shows: those after came since it was drawn. */
    private int shown;
    /** True while the bot's thinking is said on the last line, with no line end yet. */
    private boolean midLine;
    private List<String> title;
    private boolean turned;

    InPlaceScreen(Console console, Palette palette, List<String> title) {
        this.console = Objects.requireNonNull(console, "console");
        this.out = console.out();
        this.palette = Objects.requireNonNull(palette, "palette");
        this.title = List.copyOf(title);
    }

    @Override
    public PrintWriter messages() {
        return messages;
    }

    @Override
    public void show(Match match) {
        draw(match);
    }

    /**
     * What was said since the board was last drawn is drawn with it, and then it is the past. When it is more
     * than the room under the board (the help, a long history), it is drawn alone, so that none of it is cut off;
     * the board comes back with the next change.
     */
    @Override
    public void beforePrompt(Match match) {
        collect();
        List<String> unseen = folded(sentences.subList(shown, sentences.size()));
        if (unseen.size() > sentenceRoom(panel(match, folded(sentences).size()))) {
            out.print(CLEAR);
            midLine = false;
            // Taller than the screen, its first lines scroll into the terminal's own history: still there to read.
            unseen.forEach(out::println);
        } else if (!unseen.isEmpty()) {
            draw(match);
        }
        sentences.clear();
        shown = 0;
        out.flush();
    }

    @Override
    public void thinking(Side side, String who) {
        // Under the board drawn last, at once, where the prompt would be: the next screen replaces it.
        out.print(palette.paint(side.id(), side.id()) + " thinks (" + who + ")...");
        midLine = true;
        out.flush();
    }

    @Override
    public boolean flip(Match match) {
        if (Boards.draw(match, palette, !turned).isEmpty()) {
            return false;
        }
        turned = !turned;
        return true;
    }

    @Override
    public void retitle(List<String> replacement) {
        this.title = List.copyOf(replacement);
    }

    @Override
    public void extraLines(java.util.function.Supplier<List<String>> lines) {
        extra = lines;
    }

    @Override
    public void close() {
        // The sentences no screen has shown yet, the parting words above all: prose folded at its spaces, and an
        // indented line (the command that carries on) whole, for the terminal to wrap and a mouse to copy.
        collect();
        if (midLine) {
            out.println();
            midLine = false;
        }
        for (String line : sentences.subList(shown, sentences.size())) {
            (line.startsWith(" ") ? List.of(line) : Wrapping.fold("", line, console.width() - 1)).forEach(out::println);
        }
        sentences.clear();
        shown = 0;
        out.flush();
    }

    private void draw(Match match) {
        collect();
        shown = sentences.size();
        List<String> folded = folded(sentences);
        List<String> panel = panel(match, folded.size());
        out.print(CLEAR);
        midLine = false;
        panel.forEach(out::println);
        latest(folded, sentenceRoom(panel)).forEach(out::println);
        out.flush();
    }

    /** The lines under the panel that the sentences may take, the prompt's line kept free. */
    private int sentenceRoom(List<String> panel) {
        return Math.max(1, console.height() - 1 - panel.size());
    }

    /** The board with what goes beside or under it, leaving room under it for so many lines of sentences. */
    private List<String> panel(Match match, int sentenceLines) {
        List<String> board = Boards.draw(match, palette, turned).orElseThrow();
        int rows = console.height();
        int rightWidth = console.width() - Columns.width(board) - GAP;
        List<String> moves = MoveLog.of(match).lines(palette);
        List<String> panel;
        if (rightWidth >= LEAST_BESIDE) {
            // The sentences under the board as many as fit; the move list fills the rest of the right column.
            int sentenceRoom = Math.max(1, rows - 1 - board.size());
            int room = Math.max(board.size(), rows - 1 - Math.min(sentenceLines, sentenceRoom));
            List<String> right = state(match, rightWidth);
            int movesRoom = room - right.size() - 1;
            if (movesRoom > 0 && !moves.isEmpty()) {
                right.add("");
                right.addAll(latest(moves, movesRoom));
            }
            panel = Columns.beside(board, right, GAP);
        } else {
            // Too wide a board for a column beside it: the state under it, and the latest moves in a line or two.
            panel = new ArrayList<>(board);
            panel.addAll(state(match, console.width() - 1));
            int movesRoom = Math.min(MOVE_LINES_UNDER, rows - 2 - panel.size());
            panel.addAll(latest(StatusLines.flow(moves, console.width() - 1), Math.max(0, movesRoom)));
        }
        return panel;
    }

    private static List<String> latest(List<String> lines, int count) {
        return lines.subList(Math.max(0, lines.size() - count), lines.size());
    }

    private List<String> state(Match match, int width) {
        List<String> lines = new ArrayList<>(Wrapping.foldPhrases("", title, width));
        for (String line : StatusLines.of(match, width)) {
            lines.addAll(Wrapping.fold("", line, width));
        }
        for (String line : extra.get()) {
            lines.addAll(Wrapping.fold("", line, width));
        }
        return lines;
    }

    /** Sentences folded to the screen's width, as a frame draws them. */
    private List<String> folded(List<String> said) {
        List<String> lines = new ArrayList<>();
        said.forEach(line -> lines.addAll(Wrapping.fold("", line, console.width() - 1)));
        return lines;
    }

    /** The sentences written since, to those kept since the last prompt. */
    private void collect() {
        messages.flush();
        if (said.getBuffer().isEmpty()) {
            return;
        }
        said.toString().lines().forEach(sentences::add);
        said.getBuffer().setLength(0);
        if (sentences.size() > KEPT) {
            int dropped = sentences.size() - KEPT;
            sentences.subList(0, dropped).clear();
            shown = Math.max(0, shown - dropped);
        }
    }
}
