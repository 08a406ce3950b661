package org.tabula.host.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.host.console.Console;

/**
 * Where a session's record goes: the save file after every change, a file named at the prompt, and the parting
 * words that say whether the game is kept and how to carry on.
 */
final class SessionRecord {

    private final Match match;
    private final Optional<Path> saveFile;
    private final Console console;
    /** The record as last written to any file, to tell whether the game as it stands is kept. */
    private String kept;

    SessionRecord(Match match, Optional<Path> saveFile, Console console) {
        this.match = match;
        this.saveFile = saveFile;
        this.console = console;
        // The command wrote the save file before the session began.
        this.kept = saveFile.isPresent() ? match.record() : null;
    }

    /** The record to the save file, if there is one; a failure is said on standard error and play goes on. */
    void autosave() {
        if (saveFile.isEmpty()) {
            return;
        }
        String text = match.record();
        try {
            RecordFile.write(saveFile.get(), text);
            kept = text;
        } catch (IOException e) {
            console.err().println("tabula: cannot save to " + saveFile.get() + ": " + e.getMessage());
            console.err().flush();
        }
    }

    /** {@code save FILE} at the prompt: the sentence saying where it went, or why not. */
    String saveAsSaid(String name) {
        if (name.isEmpty()) {
            return "Say where: save FILE.";
        }
        String text = match.record();
        Optional<String> failure = RecordFile.saveAs(name, text);
        if (failure.isPresent()) {
            return failure.get();
        }
        kept = text;
        return "Saved to " + name + ".";
    }

    /** True when the game as it stands is in a file. */
    boolean isKept() {
        return match.record().equals(kept);
    }

    /** The last words of a session: where the game is kept and the command that carries on, or that it is not. */
    void farewell(PrintWriter out, String resumeCommand) {
        if (saveFile.isPresent() && match.status() == Status.FINISHED) {
            out.println("The game is saved in " + saveFile.get() + ".");
        } else if (saveFile.isPresent()) {
            out.println("The game is saved in " + saveFile.get() + ". Carry on with:");
            out.println("  " + resumeCommand);
        } else if (match.status() == Status.ACTIVE && !match.history().isEmpty()) {
            out.println("The game was not saved (start with --save FILE, or type save FILE, to keep it).");
        }
        out.flush();
    }
}
