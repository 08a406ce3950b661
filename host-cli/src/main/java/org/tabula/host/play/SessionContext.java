package org.tabula.host.play;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.console.Console;
import org.tabula.host.core.seat.Player;

/**
 * What the parts of a console session share: the match, who plays it, the screen, the record and the clocks, and
 * the steps each part ends with (a change saved and said, a refusal said, a flag fallen, leaving).
 */
final class SessionContext {

    private final Match match;
    /** Who plays each side; the same map throughout, reseated in place by {@code level}. */
    private final Map<Side, Player> players;
    private PlaySetup setup;
    private final Console console;
    private final PlayScreen screen;
    private final PrintWriter out;
    private final SessionRecord record;
    private final AtomicBoolean interrupted = new AtomicBoolean();
    private Optional<SessionClock> clock = Optional.empty();
    private boolean ended;
    private boolean rematch;

    SessionContext(Match match, PlaySetup setup, Console console, RecordWriter writer) {
        this.match = Objects.requireNonNull(match, "match");
        this.setup = Objects.requireNonNull(setup, "setup");
        this.console = Objects.requireNonNull(console, "console");
        this.players = new LinkedHashMap<>(setup.players());
        for (Side side : match.sides()) {
            if (!players.containsKey(side)) {
                throw new IllegalArgumentException("nobody plays " + side);
            }
        }
        this.screen = console.abilities().redraw()
                ? new InPlaceScreen(console, setup.palette(), setup.titlePhrases())
                : new ScrollingScreen(console, setup.palette());
        this.out = screen.messages();
        this.record = new SessionRecord(match, setup.saveFile(), console, Objects.requireNonNull(writer, "writer"));
    }

    Match match() {
        return match;
    }

    /** Who plays each side, live: a change {@link #reseat} makes shows here. */
    Map<Side, Player> players() {
        return players;
    }

    PlaySetup setup() {
        return setup;
    }

    Console console() {
        return console;
    }

    PlayScreen screen() {
        return screen;
    }

    PrintWriter out() {
        return out;
    }

    /** Set by Ctrl-C: a bot stops thinking. */
    AtomicBoolean interrupted() {
        return interrupted;
    }

    /** The clocks, or empty for a game without. */
    Optional<SessionClock> clock() {
        return clock;
    }

    void clocked(SessionClock clocks) {
        clock = Optional.of(clocks);
    }

    /** True when a person plays the side. */
    boolean human(Side side) {
        return players.get(side).isHuman();
    }

    /** True when a person plays any side. */
    boolean anyHuman() {
        return players.values().stream().anyMatch(Player::isHuman);
    }

    /** Seats these players (the bots at a new level) and the setup with them, for a rematch to start from. */
    void reseat(Map<Side, Player> reseated) {
        players.putAll(reseated);
        setup = setup.withPlayers(players);
    }

    /** The record to the save file, without saying anything or drawing the board again. */
    void autosave() {
        record.autosave();
    }

    /** True when the session had a save file and the game is ahead of every file it is in. */
    boolean recordBehind() {
        return record.isBehind();
    }

    /** Says what was done and carries the change on, or says the match's refusal. */
    void report(Outcome<?> outcome, String done) {
        if (!outcome.isAccepted()) {
            out.println(outcome.refusal().message());
            return;
        }
        changed(done);
    }

    /** After every change: the record to the save file, then what was done is said, then the board. */
    void changed(String said) {
        changed(List.of(said), true);
    }

    /**
     * The record first, the sentences after: a move on the screen is a move on the disk, so a crash between the
     * two loses nothing the person saw played.
     */
    void changed(List<String> said, boolean redraw) {
        clock.ifPresent(clocks -> clocks.changed(match));
        record.autosave();
        said.forEach(out::println);
        if (redraw) {
            screen.show(match);
        }
    }

    /** True when a side's time has run out: the match ends by its timeout, said and saved. */
    boolean flagFell() {
        Optional<Side> flagged = match.status() != Status.ACTIVE ? Optional.empty()
                : clock.flatMap(clocks -> clocks.flagged(match));
        flagged.ifPresent(side -> report(match.timeout(side), side.id() + "'s time has run out."));
        return flagged.isPresent();
    }

    /**
     * The words of a side's answer to an offer or a request; empty when the input ended, and the session with it.
     * Not a move, so no move number: the side answers out of turn.
     */
    Optional<String[]> answerWords(Side side) {
        screen.beforePrompt(match);
        Optional<String> line = console.readLine(side.id() + "> ", PromptWords.ANSWERS);
        if (line.isEmpty()) {
            out.println();
            leave();
            return Optional.empty();
        }
        return Optional.of(line.get().strip().split("\\s+", 2));
    }

    /** {@code save FILE}: says where the record went, or why not. */
    void save(String name) {
        out.println(record.saveAsSaid(name));
    }

    /** {@code quit}: leaves, asking first when the game is kept nowhere. */
    void quit() {
        if (mayLeave("Quit")) {
            leave();
        }
    }

    /** {@code new}: ends the session for a rematch, asking first when the game is kept nowhere. */
    void rematch() {
        if (mayLeave("Start a new game")) {
            record.farewell(out, setup::resumeCommand);
            ended = true;
            rematch = true;
        }
    }

    /** Ends the session with its parting words. */
    void leave() {
        record.farewell(out, setup::resumeCommand);
        ended = true;
        rematch = false;
    }

    /** True once the session has ended, by leaving or for a rematch. */
    boolean ended() {
        return ended;
    }

    /** True when the session ended for a rematch. */
    boolean rematchAsked() {
        return rematch;
    }

    /** True when the game is kept, or has nothing to keep, or the person says to go on all the same. */
    private boolean mayLeave(String what) {
        if (record.isKept() || match.history().isEmpty()) {
            return true;
        }
        screen.beforePrompt(match);
        Optional<String> answer = console.readLine(record.notKept() + " " + what + " anyway? (yes/no) ",
                List.of("yes", "no"));
        String said = answer.map(text -> text.strip().toLowerCase(Locale.ROOT)).orElse("yes");
        if (said.equals("y") || said.equals("yes")) {
            return true;
        }
        out.println("Then play on; save FILE keeps the game.");
        return false;
    }
}
