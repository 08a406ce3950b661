package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.checkers.Fixtures.game;

import java.util.Arrays;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.RefusalReason;
import org.tabula.api.Side;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersRefusal;
import org.tabula.checkers.model.Colour;

/**
 * Every reason a match of checkers refuses a move or an action, its code and its sentence, and the match left as it
 * was: checkers' own refusals of moves, and api's {@link MatchRefusal}s, which the game and the match share.
 */
class CheckersRefusalTest {

    private static final Side BLACK = Colour.BLACK.side();
    private static final Side WHITE = Colour.WHITE.side();

    /** Black to move and must jump: 9x18x25 or 12x19; 1 could step but may not. */
    private static Match mustJump() {
        return at("B:W14,16,22:B1,9,12");
    }

    private static Match at(String fen) {
        return Fixtures.match(game(fen));
    }

    private static Match start() {
        return Fixtures.matchPlayed();
    }

    private static Arguments refusal(String what, Supplier<Match> match, Function<Match, Outcome<?>> action,
            String code, String sentence) {
        return Arguments.of(what, match, action, code, sentence);
    }

    private static Function<Match, Outcome<?>> play(String move) {
        return match -> match.play(move);
    }

    private static Match resigned() {
        Match match = Fixtures.matchPlayed("11-15", "23-18");
        match.resign(WHITE);
        return match;
    }

    private static Match offered(Side side) {
        Match match = Fixtures.matchPlayed("11-15");
        match.offerDraw(side);
        return match;
    }

    static Stream<Arguments> refusals() {
        String notAMove = "write one like 11-15, 23x14x7 or f6-e5, squares 1 to 32 or dark squares a1 to h8.";
        return Stream.of(
                refusal("a move in a finished game", CheckersRefusalTest::resigned, play("9-14"), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("text that is no move", CheckersRefusalTest::start, play(" hello "), "not-a-move",
                        "'hello' is not a move: " + notAMove),
                refusal("a square off the board", CheckersRefusalTest::start, play("11-33"), "not-a-move",
                        "'11-33' is not a move: " + notAMove),
                refusal("a light square", CheckersRefusalTest::start, play("a8-b7"), "not-a-move",
                        "'a8-b7' is not a move: " + notAMove),
                refusal("the same square twice in a row", CheckersRefusalTest::start, play("11-11"), "not-a-move",
                        "'11-11' is not a move: " + notAMove),
                refusal("both spellings in one move", CheckersRefusalTest::start, play("f6-15"), "not-a-move",
                        "'f6-15' is not a move: " + notAMove),
                refusal("a move from an empty square", CheckersRefusalTest::start, play("13-17"), "no-piece-of-yours",
                        "Black has no piece on 13."),
                refusal("a move of the other side's piece", CheckersRefusalTest::start, play("21-17"),
                        "no-piece-of-yours", "Black has no piece on 21."),
                refusal("a step while another piece must jump", CheckersRefusalTest::mustJump, play("1-5"),
                        "must-capture", "A capture is compulsory: Black must jump, as in 9x18x25."),
                refusal("a step of the piece that must jump", CheckersRefusalTest::mustJump, play("12-16"),
                        "must-capture", "A capture is compulsory: Black must jump, as in 12x19."),
                refusal("a jump stopped early", CheckersRefusalTest::mustJump, play("9x18"), "jump-not-finished",
                        "A jump goes on while it can: from 18 it can take again, as in 9x18x25."),
                refusal("a jump going on after the crown", () -> at("W:W11:B6,7,20"), play("11x2x9"),
                        "crowned-ends-move", "A man crowned on 2 ends the move there: 11x2."),
                refusal("a jump the piece has not", CheckersRefusalTest::mustJump, play("9x27"), "no-such-jump",
                        "The piece on 9 has no jump 9x27: its jumps are 9x18x25."),
                refusal("a jump with nothing to take", CheckersRefusalTest::start, play("11x18"), "nothing-to-jump",
                        "Black has nothing to jump, so '11x18' is no move."),
                refusal("a step to a square not next to it", CheckersRefusalTest::start, play("11-18"), "not-a-step",
                        "11 is not next to 18: a piece steps to a diagonal neighbour."),
                refusal("a step onto a piece", CheckersRefusalTest::start, play("8-11"), "square-taken", "11 is taken."),
                refusal("a man stepping back", () -> at("B:W32:B18"), play("18-14"), "man-moves-forward",
                        "The man on 18 moves only forward, not back to 14: only a king moves both ways."),
                refusal("a short jump naming two", () -> at("W:W23:B10,11,18,19"), play("23x7"), "ambiguous",
                        "'23x7' names more than one jump: 23x14x7 and 23x16x7; write the squares between."),
                refusal("a move in a game the rules ended",
                        () -> Fixtures.match(Fixtures.playAll(game("B:W14:B9"), "9x18")), play("18-22"), "game-over",
                        "The game is over: Black wins: White has no pieces left."),
                refusal("undo with no move played", CheckersRefusalTest::start, Match::undo, "nothing-to-undo",
                        "There is nothing to undo."),
                refusal("accepting with no offer", CheckersRefusalTest::start, g -> g.acceptDraw(BLACK), "no-offer",
                        "There is no draw offer from White to accept."),
                refusal("accepting one's own offer", () -> offered(WHITE), g -> g.acceptDraw(WHITE),
                        "own-offer", "White cannot accept its own draw offer: it is Black's to answer."),
                refusal("declining one's own offer", () -> offered(BLACK), g -> g.declineDraw(BLACK),
                        "own-offer", "Black cannot decline its own draw offer: it is White's to answer."),
                refusal("declining with no offer", CheckersRefusalTest::start, g -> g.declineDraw(WHITE),
                        "no-offer", "There is no draw offer from Black to decline."),
                refusal("offering against a standing offer", () -> offered(WHITE),
                        g -> g.offerDraw(BLACK), "offer-standing",
                        "White's draw offer stands: accept or decline it instead."),
                refusal("resigning a finished game", CheckersRefusalTest::resigned, g -> g.resign(BLACK),
                        "game-over", "The game is over: Black wins: White resigns."),
                refusal("a timeout in a finished game", CheckersRefusalTest::resigned, g -> g.timeout(BLACK),
                        "game-over", "The game is over: Black wins: White resigns."),
                refusal("an offer in a finished game", CheckersRefusalTest::resigned,
                        g -> g.offerDraw(BLACK), "game-over", "The game is over: Black wins: White resigns."),
                refusal("accepting in a finished game", CheckersRefusalTest::resigned,
                        g -> g.acceptDraw(BLACK), "game-over", "The game is over: Black wins: White resigns."),
                refusal("declining in a finished game", CheckersRefusalTest::resigned,
                        g -> g.declineDraw(BLACK), "game-over", "The game is over: Black wins: White resigns."),
                refusal("a move value in a finished game", CheckersRefusalTest::resigned,
                        g -> g.play(CheckersMove.step(9, 14)), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("a move value the rules forbid", () -> at("B:W32:B18"),
                        g -> g.play(CheckersMove.step(18, 15)), "man-moves-forward",
                        "The man on 18 moves only forward, not back to 15: only a king moves both ways."));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource("refusals")
    void refusal_hasItsCodeAndSentence_andLeavesTheMatchUnchanged(String what, Supplier<Match> setup,
            Function<Match, Outcome<?>> action, String code, String sentence) {
        Match match = setup.get();
        Fixtures.Snapshot before = Fixtures.Snapshot.of(match);

        Outcome<?> outcome = action.apply(match);

        assertThat(outcome.isAccepted()).as(what).isFalse();
        assertThat(outcome.refusal()).isEqualTo(new Refusal(code, sentence));
        assertThat(Fixtures.Snapshot.of(match)).isEqualTo(before);
    }

    @Test
    void refusals_coverEveryReasonTheEngineAndTheMatchHave_butNoDraws() {
        Set<String> tested = refusals().map(arguments -> (String) arguments.get()[3]).collect(Collectors.toSet());
        assertThat(tested).containsExactlyInAnyOrderElementsOf(Stream.concat(
                Arrays.stream(CheckersRefusal.values()).map(CheckersRefusal::code),
                Arrays.stream(MatchRefusal.values()).filter(reason -> reason != MatchRefusal.NO_DRAWS)
                        .map(MatchRefusal::code)).toList());
    }

    @Test
    void refusalCodes_areStableAndDistinct() {
        assertThat(Arrays.stream(CheckersRefusal.values()).map(CheckersRefusal::code)).doesNotHaveDuplicates()
                .containsExactly("not-a-move", "no-piece-of-yours", "must-capture", "jump-not-finished",
                        "crowned-ends-move", "no-such-jump", "nothing-to-jump", "not-a-step", "square-taken",
                        "man-moves-forward", "ambiguous");
        assertThat(RefusalReason.ofCode(CheckersRefusal.class, "square-taken")).isEqualTo(CheckersRefusal.SQUARE_TAKEN);
    }

    @Test
    void play_acceptsTheMoveARefusalNamed() {
        CheckersGame game = game("B:W14,16,22:B1,9,12");
        String sentence = game.play("9x18").refusal().message();
        String named = sentence.substring(sentence.lastIndexOf(' ') + 1, sentence.length() - 1);
        assertThat(game.play(named).value().text()).isEqualTo("9x18x25");
    }
}
