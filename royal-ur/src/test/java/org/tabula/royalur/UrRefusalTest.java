package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.royalur.Games.played;
import static org.tabula.royalur.Games.position;

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
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRefusal;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** Every reason a game refuses a move, a throw or an action: its code, its sentence, and the game left as it was. */
class UrRefusalTest {

    /** Light to move with a roll of 2: pieces on b2 and c1, dark on d2 (safe) and a2. */
    private static RoyalUrGame rolledTwo() {
        return played(UrRules.FINKEL, position("b2 c1", "d2 a2", 'l', "2", 5, 0, 5, 0));
    }

    private static Arguments refusal(String what, Supplier<RoyalUrGame> game, Function<RoyalUrGame, Outcome<?>> action,
            String code, String sentence) {
        return Arguments.of(what, game, action, code, sentence);
    }

    private static Function<RoyalUrGame, Outcome<?>> play(String move) {
        return game -> game.play(move);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                refusal("a move in a finished game", UrRefusalTest::won, play("hand-d1"), "game-over",
                        "The game is over: Light wins: every light piece is home."),
                refusal("a throw in a finished game", UrRefusalTest::won, game -> game.supplyChance("1"), "game-over",
                        "The game is over: Light wins: every light piece is home."),
                refusal("a move before the throw", RoyalUrGame::newGame, play("hand-d1"), "roll-due",
                        "Light must roll first: there is no roll to move with."),
                refusal("a throw while a move is due", UrRefusalTest::rolledTwo, game -> game.supplyChance("1"),
                        "no-chance", "Light has rolled 2 and moves now; the next roll comes after the move."),
                refusal("a draw from the seed while a move is due", UrRefusalTest::rolledTwo, RoyalUrGame::drawChance,
                        "no-chance", "Light has rolled 2 and moves now; the next roll comes after the move."),
                refusal("words that are no move", UrRefusalTest::rolledTwo, play("b2 d2"), "not-a-move",
                        "'b2 d2' is not a move: a move is two places with one dash between them, such as hand-b1."),
                refusal("a square that is none", UrRefusalTest::rolledTwo, play("c1-e1"), "not-a-move",
                        "'c1-e1' is not a move: a place is a square a1 to h3 (not e1, f1, e3, f3), hand or home."),
                refusal("a move from home", UrRefusalTest::rolledTwo, play("home-b1"), "not-a-move",
                        "'home-b1' is not a move: a piece that has come home does not move again."),
                refusal("a move to the hand", UrRefusalTest::rolledTwo, play("b2-hand"), "not-a-move",
                        "'b2-hand' is not a move: nothing moves to the hand."),
                refusal("the empty text", UrRefusalTest::rolledTwo, play(""), "not-a-move",
                        "'' is not a move: there is no text."),
                refusal("a display form of no shape", UrRefusalTest::rolledTwo, play("2:c1-a1"), "not-a-move",
                        "'2:c1-a1' is not a move: the display form is the roll, a colon and a space, then the move,"
                                + " such as 3: a2-d2x*."),
                refusal("a turn lost given as a move", UrRefusalTest::rolledTwo, play("2: -"), "turn-lost",
                        "'2: -' is a turn lost, which the game takes by itself when a roll allows no move."),
                refusal("a display form of another roll", UrRefusalTest::rolledTwo, play("3: c1-a2"), "wrong-roll",
                        "'3: c1-a2' is written for a roll of 3, but the roll is 2."),
                refusal("a display form with a mark it has not", UrRefusalTest::rolledTwo, play("2: c1-a1"),
                        "wrong-marks", "'2: c1-a1' is not how this move is written: it is 2: c1-a1*."),
                refusal("a display form with a capture it makes not", UrRefusalTest::rolledTwo,
                        play("2: c1-a1x*"), "wrong-marks",
                        "'2: c1-a1x*' is not how this move is written: it is 2: c1-a1*."),
                refusal("a display form without its roll, with a mark it has not", UrRefusalTest::rolledTwo,
                        play("c1-a1x*"), "wrong-marks", "'c1-a1x*' is not how this move is written: it is 2: c1-a1*."),
                refusal("an entry with no piece in hand", () -> played(UrRules.FINKEL,
                        position("b2 c1", "d2", 'l', "2", 0, 5, 6, 0)), play("hand-c1"), "no-piece-in-hand",
                        "Light has no piece in hand."),
                refusal("a move from an empty square", UrRefusalTest::rolledTwo, play("d1-b1"), "no-piece",
                        "Light has no piece on d1."),
                refusal("a move of the other side's piece", UrRefusalTest::rolledTwo, play("a2-c2"), "no-piece",
                        "Light has no piece on a2."),
                refusal("a move off the side's route", UrRefusalTest::rolledTwo, play("c1-b3"), "off-route",
                        "b3 is not on light's route."),
                refusal("a move of another length", UrRefusalTest::rolledTwo, play("c1-b1"), "wrong-distance",
                        "c1-b1 goes 1 step along light's route, and the roll is 2."),
                refusal("a move backwards", UrRefusalTest::rolledTwo, play("b2-a1"), "wrong-distance",
                        "b2-a1 goes -2 steps along light's route, and the roll is 2."),
                refusal("a move onto the side's own piece", () -> played(UrRules.FINKEL,
                        position("a1 c1", "", 'l', "2", 5, 0, 7, 0)), play("c1-a1"), "own-piece",
                        "a1 holds a piece of light's own."),
                refusal("a capture on a safe rosette", UrRefusalTest::rolledTwo, play("b2-d2"), "safe-rosette",
                        "The dark piece on d2 is safe on its rosette."),
                refusal("undo with nothing played", RoyalUrGame::newGame, RoyalUrGame::undo, "nothing-to-undo",
                        "There is nothing to undo."),
                refusal("a throw that is none", RoyalUrGame::newGame, game -> game.supplyChance("12"),
                        "not-an-outcome", "'12' is not a throw of 4 binary dice: give the roll, one of [0, 1, 2, 3,"
                                + " 4], or the dice as they fell, 4 digits, 1 for a marked die and 0 for an unmarked"
                                + " one, such as 1111."),
                refusal("a roll the dice cannot make, given as chance", RoyalUrGame::newGame,
                        game -> game.supplyChance("5"), "not-an-outcome", "'5' is not a throw of 4 binary dice: give"
                                + " the roll, one of [0, 1, 2, 3, 4], or the dice as they fell, 4 digits, 1 for a"
                                + " marked die and 0 for an unmarked one, such as 1111."),
                refusal("a roll the dice cannot make", RoyalUrGame::newGame, game -> game.supplyRoll(5),
                        "not-a-roll", "5 is not a roll of 4 binary dice, which roll one of [0, 1, 2, 3, 4]."),
                refusal("a throw other than the seed's", () -> RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT,
                        java.util.Optional.of(new Seed("5f1c9a"))), game -> game.supplyChance("1111"),
                        "not-the-seeds-throw", "The seed throws 1001 (a roll of 2) here, not '1111'."),
                refusal("a draw from the seed without one", RoyalUrGame::newGame, RoyalUrGame::drawChance, "no-seed",
                        "This game has no seed to throw from: supply the roll or the dice as they fell."));
    }

    private static RoyalUrGame won() {
        return played(UrRules.FINKEL, position("g1", "a2", 'l', "1", 0, 6, 6, 0), "g1-home");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void refusal_hasItsCodeAndSentence_andLeavesTheGameAsItWas(String what, Supplier<RoyalUrGame> make,
            Function<RoyalUrGame, Outcome<?>> action, String code, String sentence) {
        RoyalUrGame game = make.get();
        Games.Snapshot before = Games.Snapshot.of(game);
        Outcome<?> outcome = action.apply(game);
        assertThat(outcome.isAccepted()).isFalse();
        assertThat(outcome.refusal().code()).isEqualTo(code);
        assertThat(outcome.refusal().message()).isEqualTo(sentence);
        assertThat(Games.Snapshot.of(game)).isEqualTo(before);
    }

    @Test
    void everyReason_isCovered() {
        Set<String> tested = refusals().map(arguments -> (String) arguments.get()[3]).collect(Collectors.toSet());
        Set<String> reasons = Arrays.stream(UrRefusal.values()).map(UrRefusal::code).collect(Collectors.toSet());
        // A finished game and nothing to undo are api's refusals, the same words in every game.
        reasons.add(MatchRefusal.GAME_OVER.code());
        reasons.add(MatchRefusal.NOTHING_TO_UNDO.code());
        assertThat(tested).containsExactlyInAnyOrderElementsOf(reasons);
    }
}
