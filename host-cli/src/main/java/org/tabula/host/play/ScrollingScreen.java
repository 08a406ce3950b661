package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.List;
import java.util.Objects;
import org.tabula.api.Match;
import org.tabula.api.Palette;
import org.tabula.api.Side;
import org.tabula.host.console.Console;

/**
 * The screen as lines that scroll: each change prints the board and the state under it, each sentence at once.
 * What a file, a pipe or a dumb terminal gets, and what reads as a transcript of the session.
 */
final class ScrollingScreen implements PlayScreen {

    /** Lines after the match's own beside the board (the clocks); none unless a session gives them. */
    private java.util.function.Supplier<List<String>> extra = List::of;

    private final Console console;
    private final PrintWriter out;
    private final Palette palette;
    private boolean turned;

    ScrollingScreen(Console console, Palette palette) {
        this.console = Objects.requireNonNull(console, "console");
        this.out = console.out();
        this.palette = Objects.requireNonNull(palette, "palette");
    }

    @Override
    public PrintWriter messages() {
        return out;
    }

    @Override
    public void show(Match match) {
        out.println();
        for (String line : Boards.draw(match, palette, turned).orElseThrow()) {
            out.println(line);
        }
        out.println();
        for (String line : StatusLines.of(match, console.width() - 2)) {
            out.println(line);
        }
        extra.get().forEach(out::println);
        out.flush();
    }

    @Override
    public void beforePrompt(Match match) {
        out.flush();
    }

    @Override
    public void thinking(Side side, String who) {
        // A transcript says what the bot played when it has; a line for its thinking would only lengthen it.
    }

    @Override
    public boolean flip(Match match) {
        if (Boards.draw(match, palette, !turned).isEmpty()) {
            return false;
        }
        turned = !turned;
        show(match);
        return true;
    }

    @Override
    public void retitle(List<String> title) {
        out.println(String.join(" ", title));
    }

    @Override
    public void extraLines(java.util.function.Supplier<List<String>> lines) {
        extra = lines;
    }

    @Override
    public void close() {
        out.flush();
    }
}
