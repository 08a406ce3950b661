package org.tabula.host.play;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabula.api.Palette;
import org.tabula.api.Side;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.Player;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.host.match.PlyCap;

/**
 * What a session is played with besides its match: who plays each side, the bots it may call on, the colours,
 * the referee, where the record is saved and how to carry on from it.
 *
 * @param game the game's title and version, as the first line names it
 * @param seed the seed of the bots and the dice
 * @param players who plays each side, in the game's order of sides
 * @param bots the bots {@code level} and {@code hint} call on
 * @param palette the colours, or none
 * @param referee who throws the dice and times the bots
 * @param saveFile where the record is written after every change, if anywhere
 * @param resume the command that carries on from a save file with these seats
 * @param cap where a game between bots alone is adjourned
 */
public record PlaySetup(String game, long seed, Map<Side, Player> players, BotFactory bots, Palette palette,
        Referee referee, Optional<Path> saveFile, ResumeCommand resume, PlyCap cap) {

    /** The command line that carries on with a saved game. */
    @FunctionalInterface
    public interface ResumeCommand {
        /** The command for these seats and this save file. */
        String of(Map<Side, PlayerChoice> seats, Path saveFile);
    }

    private static final Pattern NUMBERED = Pattern.compile("(.*)-(\\d{1,6})");

    /** Copies the players, keeping their order. */
    public PlaySetup {
        Objects.requireNonNull(game, "game");
        players = Collections.unmodifiableMap(new LinkedHashMap<>(players));
        Objects.requireNonNull(bots, "bots");
        Objects.requireNonNull(palette, "palette");
        Objects.requireNonNull(referee, "referee");
        Objects.requireNonNull(saveFile, "saveFile");
        Objects.requireNonNull(resume, "resume");
        Objects.requireNonNull(cap, "cap");
    }

    /** The first line of a session: {@code Nine Men's Morris (morris 0.1.0): white human, black bot 3 (...); seed 7.} */
    public String title() {
        return String.join(" ", titlePhrases());
    }

    /** The first line in the phrases a screen may fold it between: the game, each side's player, the seed. */
    List<String> titlePhrases() {
        List<String> phrases = new ArrayList<>();
        phrases.add(game + ":");
        List<Map.Entry<Side, Player>> seated = List.copyOf(players.entrySet());
        for (int i = 0; i < seated.size(); i++) {
            phrases.add(seated.get(i).getKey().id() + " " + seated.get(i).getValue()
                    + (i < seated.size() - 1 ? "," : ";"));
        }
        phrases.add("seed " + seed + ".");
        return phrases;
    }

    /** The same setup with these players. */
    PlaySetup withPlayers(Map<Side, Player> replacement) {
        return new PlaySetup(game, seed, replacement, bots, palette, referee, saveFile, resume, cap);
    }

    /**
     * The setup of a rematch: each player moves to the next side (the first side's to the second, the last's to
     * the first), and the record goes to a new file beside the old one ({@code game-2.txt}), so that the game
     * just played stays as it was saved.
     */
    public PlaySetup rematch() {
        List<Side> sides = new ArrayList<>(players.keySet());
        Map<Side, Player> swapped = new LinkedHashMap<>();
        for (int i = 0; i < sides.size(); i++) {
            swapped.put(sides.get((i + 1) % sides.size()), players.get(sides.get(i)));
        }
        Map<Side, Player> ordered = new LinkedHashMap<>();
        sides.forEach(side -> ordered.put(side, swapped.get(side)));
        return new PlaySetup(game, seed, ordered, bots, palette, referee, saveFile.map(PlaySetup::nextFree), resume,
                cap);
    }

    /** Each side's seat as the command line names it: {@code human}, {@code bot:3}. */
    public Map<Side, PlayerChoice> seats() {
        Map<Side, PlayerChoice> seats = new LinkedHashMap<>();
        players.forEach((side, player) -> seats.put(side, player.choice()));
        return seats;
    }

    /** The command that carries on from this file, saving there as it goes. */
    String resumeCommand(Path file) {
        return resume.of(seats(), file);
    }

    /** {@code game.txt} becomes {@code game-2.txt}, or the first of -3, -4, ... that is free. */
    static Path nextFree(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        Matcher numbered = NUMBERED.matcher(stem);
        int next = 2;
        if (numbered.matches()) {
            stem = numbered.group(1);
            next = Integer.parseInt(numbered.group(2)) + 1;
        }
        Path candidate;
        do {
            candidate = file.resolveSibling(stem + "-" + next++ + extension);
        } while (Files.exists(candidate));
        return candidate;
    }
}
