package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.played;
import static org.tabula.morris.Fixtures.position;

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
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.RefusalReason;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisRefusal;

/** Every reason a morris game refuses a move or an action, its code and its sentence, and the game left as it was. */
class MorrisRefusalTest {

    /** A moving position, white to move, no mills: white a7 d6 f4 d2 c4; black g7 b4 e3 a1 d1. */
    private static MorrisGame moving() {
        return game("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w');
    }

    /** White places the third man of the mill a7 d7 g7 next; black has b6 and f4 outside mills. */
    private static MorrisGame millNext() {
        return MorrisGame.fromPosition(position("a7 d7", "b6 f4", 'w', 7, 7, 0, 4));
    }

    /** As {@link #millNext()}, but black's b6 d6 f6 stand in a mill and f4 does not. */
    private static MorrisGame millNextAgainstMill() {
        return MorrisGame.fromPosition(position("a7 d7", "b6 d6 f6 f4", 'w', 7, 5, 0, 6));
    }

    private static Arguments refusal(String what, Supplier<MorrisGame> game,
            Function<MorrisGame, Outcome<?>> action, String code, String sentence) {
        return Arguments.of(what, game, action, code, sentence);
    }

    private static Function<MorrisGame, Outcome<?>> play(String move) {
        return game -> game.play(move);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                refusal("a move in a finished game", () -> resigned(), play("d2"), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("text that is no move", MorrisGame::newGame, play("hello"), "not-a-move",
                        "'hello' is not a move: write one like d2, d2-d3 or d2-d3xa1."),
                refusal("a move naming one point twice", MorrisGame::newGame, play("d2-d2"), "not-a-move",
                        "'d2-d2' is not a move: write one like d2, d2-d3 or d2-d3xa1."),
                refusal("a point the board has not", MorrisGame::newGame, play("b7"), "not-a-move",
                        "'b7' is not a move: write one like d2, d2-d3 or d2-d3xa1."),
                refusal("a point number out of range", MorrisGame::newGame, g -> g.play(-1, 24, -1), "not-a-move",
                        "'24' is not a move: there is no point 24 (points are 0 to 23)."),
                refusal("a from number out of range", MorrisGame::newGame, g -> g.play(-2, 3, -1), "not-a-move",
                        "'-2-3' is not a move: there is no point -2 (points are 0 to 23)."),
                refusal("point numbers naming one point twice", MorrisGame::newGame, g -> g.play(-1, 19, 19),
                        "not-a-move", "'19x19' is not a move: it names the same point twice."),
                refusal("a point name that is no point", MorrisGame::newGame, g -> g.play(null, "z9", null),
                        "not-a-move", "'z9' is not a move: there is no point 'z9'."),
                refusal("a placement on a man", () -> played("d2"), play("D2"), "point-taken",
                        "d2 is already taken."),
                refusal("a step onto a man", MorrisRefusalTest::moving, play("c4-b4"), "point-taken",
                        "b4 is already taken."),
                refusal("a step from an empty point", MorrisRefusalTest::moving, play("d3-d2"), "no-man-of-yours",
                        "White has no man on d3."),
                refusal("a step of an enemy man", MorrisRefusalTest::moving, play("g7-d7"), "no-man-of-yours",
                        "White has no man on g7."),
                refusal("a step to a point not next to it", MorrisRefusalTest::moving, play("a7-b6"),
                        "not-a-neighbour",
                        "b6 is not next to a7: a man that does not fly moves along a line to the next point."),
                refusal("three men without flying", () -> MorrisGame.fromPosition(
                        Fixtures.moving("a7 d6 f4", "g7 b4 e3 a1 d1", 'w'), false), play("a7-g1"), "not-a-neighbour",
                        "g1 is not next to a7: a man that does not fly moves along a line to the next point."),
                refusal("a mill without its capture", MorrisRefusalTest::millNext, play("g7"), "mill-needs-capture",
                        "g7 closes a mill: name the black man it takes, such as g7xb6."),
                refusal("a capture without a mill", MorrisRefusalTest::millNext, play("d2xb6"), "no-mill-closed",
                        "d2 closes no mill, so it takes no man."),
                refusal("a capture of an own man", MorrisRefusalTest::millNext, play("g7xa7"), "not-opponents-man",
                        "There is no black man on a7 to take."),
                refusal("a capture of an empty point", MorrisRefusalTest::millNext, play("g7xa1"),
                        "not-opponents-man", "There is no black man on a1 to take."),
                refusal("a capture from a mill while others stand outside", MorrisRefusalTest::millNextAgainstMill,
                        play("g7xd6"), "man-in-mill",
                        "The black man on d6 stands in a mill, and Black has men that do not."),
                refusal("a step while men are in hand", MorrisGame::newGame, play("d2-d3"), "must-place",
                        "White still has men in hand: place one on an empty point instead of moving from d2."),
                refusal("a placement with no men in hand", MorrisRefusalTest::moving, play("d3"), "must-move",
                        "White has no men in hand: move a man instead of placing one on d3."),
                refusal("undo with no move played", MorrisGame::newGame, MorrisGame::undo, "nothing-to-undo",
                        "There is nothing to undo."),
                refusal("accepting with no offer", MorrisGame::newGame, g -> g.acceptDraw(Colour.BLACK), "no-offer",
                        "There is no draw offer from White to accept."),
                refusal("accepting one's own offer", () -> offered(Colour.WHITE), g -> g.acceptDraw(Colour.WHITE),
                        "own-offer", "White cannot accept its own draw offer: it is Black's to answer."),
                refusal("declining with no offer", MorrisGame::newGame, g -> g.declineDraw(Colour.WHITE), "no-offer",
                        "There is no draw offer from Black to decline."),
                refusal("offering against a standing offer", () -> offered(Colour.WHITE),
                        g -> g.offerDraw(Colour.BLACK), "offer-standing",
                        "White's draw offer stands: accept or decline it instead."),
                refusal("resigning a finished game", () -> resigned(), g -> g.resign(Colour.BLACK), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("a timeout in a finished game", () -> resigned(), g -> g.timeout(Colour.BLACK), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("an offer in a finished game", () -> resigned(), g -> g.offerDraw(Colour.BLACK), "game-over",
                        "The game is over: Black wins: White resigns."),
                refusal("accepting in a finished game", () -> resigned(), g -> g.acceptDraw(Colour.BLACK),
                        "game-over", "The game is over: Black wins: White resigns."),
                refusal("declining in a finished game", () -> resigned(), g -> g.declineDraw(Colour.BLACK),
                        "game-over", "The game is over: Black wins: White resigns."));
    }

    private static MorrisGame resigned() {
        MorrisGame game = played("d2", "f4");
        game.resign(Colour.WHITE);
        return game;
    }

    private static MorrisGame offered(Colour side) {
        MorrisGame game = played("d2");
        game.offerDraw(side);
        return game;
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource("refusals")
    void refusal_hasItsCodeAndSentence_andLeavesTheGameUnchanged(String what, Supplier<MorrisGame> setup,
            Function<MorrisGame, Outcome<?>> action, String code, String sentence) {
        MorrisGame game = setup.get();
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);

        Outcome<?> outcome = action.apply(game);

        assertThat(outcome.isAccepted()).as(what).isFalse();
        assertThat(outcome.refusal()).isEqualTo(new Refusal(code, sentence));
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
    }

    @Test
    void refusals_coverEveryReasonTheEngineAndItsMatchHave() {
        Set<String> tested = refusals().map(arguments -> (String) arguments.get()[3]).collect(Collectors.toSet());
        // Morris has draws by agreement, so a match of it never says no-draws; nothing-to-take is said only of a
        // position no game stands at (MorrisRulesTest asks Rules.check of one); mill-takes-nothing only under the
        // family's other rules (FamilyRulesTest).
        assertThat(tested).containsExactlyInAnyOrderElementsOf(Stream.concat(
                Arrays.stream(MorrisRefusal.values()).filter(reason -> reason != MorrisRefusal.NOTHING_TO_TAKE
                        && reason != MorrisRefusal.MILL_TAKES_NOTHING)
                        .map(MorrisRefusal::code),
                Arrays.stream(MatchRefusal.values()).filter(reason -> reason != MatchRefusal.NO_DRAWS)
                        .map(MatchRefusal::code)).toList());
    }

    @Test
    void refusalCodes_areStableAndDistinct() {
        assertThat(Arrays.stream(MorrisRefusal.values()).map(MorrisRefusal::code)).doesNotHaveDuplicates()
                .containsExactly("not-a-move", "point-taken", "no-man-of-yours", "not-a-neighbour",
                        "mill-needs-capture", "no-mill-closed", "not-opponents-man", "man-in-mill",
                        "nothing-to-take", "mill-takes-nothing", "must-place", "must-move");
        assertThat(RefusalReason.ofCode(MorrisRefusal.class, "point-taken")).isEqualTo(MorrisRefusal.POINT_TAKEN);
    }

    @Test
    void play_acceptsTheMoveARefusalAsked_whenItIsWrittenAsAsked() {
        MorrisGame game = millNext();
        assertThat(game.play("g7").refusal().code()).isEqualTo("mill-needs-capture");
        assertThat(game.play("g7xb6").isAccepted()).isTrue();
    }
}
