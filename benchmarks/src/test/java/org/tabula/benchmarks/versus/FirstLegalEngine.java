package org.tabula.benchmarks.versus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.tabula.morris.MorrisGame;

/**
 * A fake outside engine for the tests: speaks the versus line protocol and answers the first legal move, or with
 * the argument {@code illegal} a move that is never legal, or with {@code silent} nothing at all.
 */
public final class FirstLegalEngine {

    private FirstLegalEngine() {
    }

    public static void main(String[] args) throws IOException {
        String mode = args.length > 0 ? args[0] : "legal";
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        MorrisGame game = MorrisGame.newGame();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.equals("quit")) {
                return;
            } else if (line.equals("rules standard")) {
                System.out.println("ok");
            } else if (line.startsWith("position startpos")) {
                game = MorrisGame.newGame();
                String[] words = line.split(" ");
                for (int i = 3; i < words.length; i++) {
                    game.play(words[i]);
                }
            } else if (line.startsWith("go millis") && !mode.equals("silent")) {
                System.out.println("info depth 1");
                System.out.println("bestmove " + (mode.equals("illegal") ? "a1-g7" : game.legalMoves().get(0).text()));
            }
            System.out.flush();
        }
    }
}
