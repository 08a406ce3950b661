package org.tabula.host.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.host.console.Console;

/**
 * Where a session's record goes: the save file after every change, a file named at the prompt, and the parting
 * words that say whether the game is kept and how to carry on. When the save file stops taking the record (a full
 * disk, a folder gone) the game stays in memory, and the words say how far the file goes.
 */
final class SessionRecord {

    private final Match match;
    private final Optional<Path> saveFile;
    private final Console console;
    private final RecordWriter writer;
    /** The game as last written to any file, to tell whether the game as it stands is kept. */
    private SavedGame kept;
    /** The file {@link #kept} went to. */
    private Path keptIn;
    /** The moves of {@link #kept}. */
    private int keptMoves;
    /** The moves of the record the save file holds. */
    private int savedMoves;
    /** Why the save file's last write failed; empty when it holds the game as it stood then. */
    private Optional<String> failure = Optional.empty();

    SessionRecord(Match match, Optional<Path> saveFile, Console console, RecordWriter writer) {
        this.match = match;
        this.saveFile = saveFile;
        this.console = console;
        this.writer = writer;
        // The command wrote the save file before the session began.
        this.kept = saveFile.isPresent() ? SavedGame.of(match) : null;
        this.keptIn = saveFile.orElse(null);
        this.savedMoves = match.history().size();
        this.keptMoves = savedMoves;
    }

    /** The record to the save file, if there is one; a failure is said on standard error and play goes on. */
    void autosave() {
        if (saveFile.isEmpty()) {
            return;
        }
        SavedGame text = SavedGame.of(match);
        try {
            text.writeTo(saveFile.get(), writer);
            kept = text;
            keptIn = saveFile.get();
            savedMoves = match.history().size();
            keptMoves = savedMoves;
            failure = Optional.empty();
        } catch (IOException e) {
            failure = Optional.of(e.getMessage());
            console.err().println("tabula: cannot save to " + saveFile.get() + ": " + e.getMessage() + " "
                    + howFar() + "; save FILE keeps the whole game elsewhere.");
            console.err().flush();
        }
    }

    /** {@code save FILE} at the prompt: the sentence saying where it went, or why not. */
    String saveAsSaid(String name) {
        if (name.isEmpty()) {
            return "Say where: save FILE.";
        }
        SavedGame text = SavedGame.of(match);
        Optional<String> refused = RecordFile.saveAs(name, text, writer);
        if (refused.isPresent()) {
            return refused.get();
        }
        kept = text;
        keptIn = Path.of(name);
        keptMoves = match.history().size();
        return "Saved to " + name + ".";
    }

    /** True when the game as it stands is in a file. */
    boolean isKept() {
        return SavedGame.of(match).equals(kept);
    }

    /** True when there is a save file and the game as it stands is in no file: the exit code says so. */
    boolean isBehind() {
        return saveFile.isPresent() && !isKept();
    }

    /** Why quitting is asked about: the game is in no file, or only in part. */
    String notKept() {
        if (failure.isPresent()) {
            return howFar() + ".";
        }
        return keptIn != null ? "The moves since the game was saved in " + keptIn + " are not saved."
                : "The game is not saved.";
    }

    /**
     * The last words of a session: where the game is kept and the command that carries on (from the save file, or
     * else from the file {@code save FILE} wrote it to), or that it is not kept.
     */
    void farewell(PrintWriter out, Function<Path, String> resumeCommand) {
        if (saveFile.isPresent() && failure.isPresent()) {
            farewellBehind(out, resumeCommand.apply(saveFile.get()));
        } else if (saveFile.isPresent() || isKept() && keptIn != null) {
            Path file = saveFile.orElse(keptIn);
            if (match.status() == Status.FINISHED) {
                out.println("The game is saved in " + file + ".");
            } else {
                out.println("The game is saved in " + file + ". Carry on with:");
                out.println("  " + resumeCommand.apply(file));
            }
        } else if (keptIn != null) {
            out.println("The game as it stands was not saved: " + keptIn + " holds it " + keptMoves
                    + " moves in (type save FILE to keep it all).");
        } else if (match.status() == Status.ACTIVE && !match.history().isEmpty()) {
            out.println("The game was not saved (start with --save FILE, or type save FILE, to keep it).");
        }
        out.flush();
    }

    /** The save file is behind the game: how far it goes, why, and where the whole game is, if anywhere. */
    private void farewellBehind(PrintWriter out, String resumeCommand) {
        Path file = saveFile.orElseThrow();
        if (isKept()) {
            out.println("The game is saved in " + keptIn + "; " + file + " holds it up to move " + savedMoves
                    + " only (cannot save: " + failure.get() + ")");
            return;
        }
        int moves = match.history().size();
        String missing = moves > savedMoves
                ? "the last " + (moves - savedMoves) + " moves are not"
                : "the game as it stands, " + moves + " moves in, is not";
        out.println(howFar() + "; " + missing + " (cannot save: " + failure.get() + ")");
        out.println("Carry on from there with:");
        out.println("  " + resumeCommand);
    }

    /** How far the save file goes, in the moves counted as the session counts them. */
    private String howFar() {
        return "The game is saved in " + saveFile.orElseThrow() + " up to move " + savedMoves + " only";
    }
}
