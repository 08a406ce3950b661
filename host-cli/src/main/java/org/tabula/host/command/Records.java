package org.tabula.host.command;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.play.SavedGame;
import org.tabula.notation.TextLimits;

/** Reading a game's record from a file for the commands that replay or resume one. */
final class Records {

    private Records() {
    }

    /**
     * The match a record file holds, played through by the game's provider with its offer and ending put back.
     * The options the record names overrule {@code options}, which stand for what it does not name.
     *
     * @throws picocli.CommandLine.ParameterException when the file cannot be found or read (a usage error)
     * @throws GameTextException when the file is larger than {@link TextLimits#MAX_FILE_BYTES}, or its text is not
     *     a record of the game or a move in it is refused, naming the file, the place and the reason, and showing
     *     the line
     */
    static Match load(InstalledGame game, GameOptions options, Path file, GameChoice choice) {
        // An option the game refuses is the command line's mistake, told apart from a record's own options.
        choice.checkPlayable(game, options);
        return play(game, options, file, readAs(game, file, choice));
    }

    /**
     * The text of a record file given as {@code game}'s.
     *
     * @throws picocli.CommandLine.ParameterException when the file cannot be found or read (a usage error)
     * @throws GameTextException as {@link #read}, and when the record names another installed game and not
     *     {@code game} (its {@code # game ID} line, or a tag such as PDN's GameType)
     */
    static String readAs(InstalledGame game, Path file, GameChoice choice) {
        String text = read(file, game.id() + " record", choice);
        choice.installed().namedInstead(game, text).ifPresent(other -> {
            throw new GameTextException(file + ": this is a record of another installed game (" + other.id()
                    + "), not of " + game.id() + ": name " + other.id() + " to read it, or no game at all", null);
        });
        return text;
    }

    /**
     * The text of a record file.
     *
     * @param what what the file should hold, for the error of a file that is not text: {@code morris record}
     * @throws picocli.CommandLine.ParameterException when the file cannot be found or read (a usage error)
     * @throws GameTextException when the file is larger than {@link TextLimits#MAX_FILE_BYTES} or not UTF-8
     */
    static String read(Path file, String what, GameChoice choice) {
        try {
            // A file larger than any game text is refused before a byte of it is read, and a stream that claims
            // no size (or lies about it) is cut at the same limit as it is read.
            UserFile.checkRegular(file);
            TextLimits.DEFAULT.checkFileSize(Files.size(file));
            byte[] bytes = UserFile.readAtMost(file, TextLimits.MAX_FILE_BYTES);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (TextFormatException e) {
            throw new GameTextException(file + ": " + e.reason(), e);
        } catch (UserFile.NotRegular e) {
            throw choice.usage(file + ": " + e.getMessage());
        } catch (UserFile.TooLarge e) {
            throw new GameTextException(file + ": " + e.getMessage() + " as a game text", e);
        } catch (NoSuchFileException e) {
            throw choice.usage("No such file: " + file);
        } catch (CharacterCodingException e) {
            throw new GameTextException(file + ": not a text in UTF-8, so no " + what, e);
        } catch (IOException e) {
            throw choice.usage("Cannot read " + file + ": " + e);
        }
    }

    /**
     * The installed game a record names, asked of every installed game ({@code claimsRecord}).
     *
     * @throws GameTextException when no installed game, or more than one, says the record names it
     */
    static InstalledGame gameOf(String text, Path file, InstalledGames games) {
        List<InstalledGame> claiming = games.claiming(text);
        if (claiming.size() == 1) {
            return claiming.get(0);
        }
        throw new GameTextException(file + ": " + (claiming.isEmpty()
                ? "the record names none of the installed games (" + games.ids() + "); name the game: "
                        + "tabula replay GAME FILE"
                : "the record is claimed by several games (" + String.join(", ",
                        claiming.stream().map(InstalledGame::id).toList()) + "); name the game: tabula replay GAME FILE"),
                null);
    }

    /**
     * The match a record's text holds, played through by the game's provider with its offer and ending put back.
     *
     * @throws GameTextException when the text is not a record of the game or a move in it is refused, naming the
     *     file, the place and the reason, and showing the line
     */
    static Match play(InstalledGame game, GameOptions options, Path file, String text) {
        return play(game, options, file, text, Optional.empty());
    }

    /**
     * The match a record's text holds, as {@link #play(InstalledGame, GameOptions, Path, String)} reads it, with
     * the chance its save kept beside it ({@link SavedGame}) standing after its moves.
     *
     * @throws GameTextException as that does, and when the game refuses the chance, naming the chance's file
     */
    static Match play(InstalledGame game, GameOptions options, Path file, String text, Optional<String> chance) {
        try {
            return Match.fromRecord(game.provider(), text, chance, options);
        } catch (TextFormatException e) {
            throw new GameTextException(file + ": " + e.getMessage() + excerpt(text, e), e);
        } catch (IllegalArgumentException e) {
            if (chance.isEmpty()) {
                throw e;
            }
            throw new GameTextException(SavedGame.chanceFile(file) + ": " + e.getMessage(), e);
        }
    }

    /** The line a reading error names, with a caret under its column; nothing when it names no place. */
    static String excerpt(String text, TextFormatException e) {
        if (e.location().isEmpty()) {
            return "";
        }
        TextLocation at = e.location().get();
        String[] lines = text.split("\r\n|\r|\n", -1);
        if (at.line() > lines.length) {
            return "";
        }
        String line = lines[at.line() - 1];
        String number = Integer.toString(at.line());
        StringBuilder caret = new StringBuilder();
        for (int i = 0; i < Math.min(at.column() - 1, line.length()); i++) {
            caret.append(line.charAt(i) == '\t' ? '\t' : ' ');
        }
        return "\n  " + number + " | " + line + "\n  " + " ".repeat(number.length()) + " | " + caret + "^";
    }
}
