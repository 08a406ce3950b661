package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.Supplier;
import org.tabula.api.ChanceRequest;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;

/**
 * The match's texts read back: a position into a match that writes the same text and has the same moves, a record
 * into the same match, its options included, and its start where the match began from a position.
 */
final class TextChecks {

    private TextChecks() {
    }

    /**
     * Writes the position, reads it with the provider and writes it again: the same text, the same side to move and
     * ply, nothing to undo; while the game goes on the same legal moves and chance. With {@code exact} the read game
     * also has the same status and result, however the game stands. (Facts and view may show the last move, which
     * is history, not position.)
     */
    static void position(GameProvider provider, Match game, boolean exact) {
        String text = game.position();
        Match read = read(() -> Match.fromPosition(provider, text, game.options()), "position", text);
        Verify.equal("the position read back and written again", text, read.position());
        Verify.equal("the side to move of the position read back", game.turn(), read.turn());
        // The text reading back is not enough: a field lost both ways (a ply neither written nor read) reads back.
        Verify.equal("the ply of the game read from the position " + text, game.ply(), read.ply());
        Verify.equal("the moves of a game read from a position", List.of(), GameSnapshot.texts(read.history()));
        GameSnapshot before = GameSnapshot.of(read);
        Verify.refusedAs("undo in a game read from a position", MatchRefusal.NOTHING_TO_UNDO, read.undo());
        Verify.unchanged("a refused undo changed a game read from a position", before, read);
        if (exact || game.status() == Status.ACTIVE) {
            Verify.equal("the status of the game read from the position " + text, game.status(), read.status());
            Verify.equal("the legal moves of the game read from the position " + text,
                    GameSnapshot.texts(game.legalMoves()), GameSnapshot.texts(read.legalMoves()));
            Verify.equal("the chance pending in the game read from the position " + text, game.pendingChance(),
                    read.pendingChance());
        }
        if (exact) {
            Verify.equal("the result of the game read from the position " + text, game.result(), read.result());
        }
    }

    /**
     * Writes the record and reads it with the provider given only the default options and the chance its host
     * keeps beside it ({@link Match#unrecordedChance()}): the same match in every part a caller can see, its options
     * too, because a record names the game and the options that made it.
     */
    static void record(GameProvider provider, Match game) {
        String text = game.record();
        Verify.that(provider.claimsRecord(text), () -> "the record does not name its game (claimsRecord is false):\n"
                + text);
        Match read = read(() -> Match.fromRecord(provider, text, game.unrecordedChance(),
                GameOptions.defaults(provider.options())), "record", text);
        Verify.same("the match read back from its record is not the match that wrote it:\n" + text,
                GameSnapshot.of(game), GameSnapshot.of(read));
        headers(provider, game);
    }

    /**
     * Begins a match from the game's position, plays a few random moves and outcomes on it, and reads its record
     * back given only the default options: the same match, so a record keeps the start of a game begun elsewhere
     * than the usual start (one that forgot it would read back from the usual start, or not at all).
     */
    static void recordFromPosition(GameProvider provider, Match game, Random random) {
        String start = game.position();
        Match begun = read(() -> Match.fromPosition(provider, start, game.options()), "position", start);
        List<String> path = new ArrayList<>();
        for (int step = random.nextInt(4); step > 0 && begun.status() == Status.ACTIVE; step--) {
            Optional<ChanceRequest> chance = begun.pendingChance();
            if (chance.isPresent()) {
                String outcome = chance.get().outcomes().get(random.nextInt(chance.get().outcomes().size()));
                Verify.accepted("the outcome " + outcome + " in a match begun from " + start,
                        begun.supplyChance(outcome));
                path.add("(" + outcome + ")");
            } else {
                Move move = begun.legalMoves().get(random.nextInt(begun.legalMoves().size()));
                Verify.accepted("the move " + move.text() + " in a match begun from " + start, begun.play(move));
                path.add(move.text());
            }
        }
        String text = begun.record();
        String what = "the match begun from the position " + start + " then " + path;
        Verify.that(provider.claimsRecord(text), () -> "the record of " + what + " does not name its game:\n" + text);
        Match read = read(() -> Match.fromRecord(provider, text, begun.unrecordedChance(),
                GameOptions.defaults(provider.options())), "record of " + what, text);
        Verify.same(what + ", read back from its record, is not the match that wrote it:\n" + text,
                GameSnapshot.of(begun), GameSnapshot.of(read));
    }

    /**
     * The record with the host's headers (date, players, seed): read back, the same match, the headers it kept
     * being those given (a notation may have room for none), and written again the same text byte for byte.
     */
    private static void headers(GameProvider provider, Match game) {
        Match headed = game.copy();
        RecordHeaders given = new RecordHeaders(Optional.of(new RecordDate(2026, 2, 28)),
                Map.of(game.sides().get(0), "human", game.sides().get(1), "bot:3"), OptionalLong.of(-42L));
        headed.headers(given);
        String text = headed.record();
        Match read = read(() -> Match.fromRecord(provider, text, headed.unrecordedChance(),
                GameOptions.defaults(provider.options())), "record with headers", text);
        Verify.same("the match read back from its record with headers is not the match that wrote it:\n" + text,
                GameSnapshot.of(headed), GameSnapshot.of(read));
        RecordHeaders kept = read.headers();
        kept.date().ifPresent(date -> Verify.equal("the date read back from\n" + text, given.date(), kept.date()));
        kept.seed().ifPresent(seed -> Verify.equal("the seed read back from\n" + text, given.seed(), kept.seed()));
        kept.players().forEach((side, player) -> Verify.equal("the player of " + side + " read back from\n" + text,
                given.players().get(side), player));
        Verify.equal("the record with headers read back and written again", text, read.record());
    }

    private static Match read(Supplier<Match> reader, String what, String text) {
        try {
            return reader.get();
        } catch (TextFormatException e) {
            throw new AssertionError("the game could not read back its own " + what + " \"" + FuzzReport.escape(text)
                    + "\": " + e.getMessage(), e);
        }
    }
}
