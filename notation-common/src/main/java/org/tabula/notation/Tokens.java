package org.tabula.notation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Token lists as notations need them: a move spread over several tokens around its joints joined back into one.
 */
public final class Tokens {

    private Tokens() {
    }

    /**
     * The tokens with a move written with white space around a joint ({@code d2 - d3}, {@code 23 x 14 x 7},
     * {@code d2x a1}) joined into one token: a token is joined to the one before it on the same line when that
     * one ends with a joint character or this one begins with one. The joined token stands where its first part
     * does, and its text is the parts with one space between them. Never throws.
     *
     * @param tokens the tokens, in order
     * @param joints the characters that join two parts of a move, such as {@code "-xX"}
     */
    public static List<Token> joinedAround(List<Token> tokens, String joints) {
        List<Token> joined = new ArrayList<>(tokens.size());
        for (Token token : tokens) {
            Token last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
            if (last != null && last.line() == token.line()
                    && (isJoint(joints, last.text().charAt(last.text().length() - 1))
                    || isJoint(joints, token.text().charAt(0)))) {
                joined.set(joined.size() - 1, new Token(last.text() + " " + token.text(), last.location()));
            } else {
                joined.add(token);
            }
        }
        return Collections.unmodifiableList(joined);
    }

    private static boolean isJoint(String joints, char c) {
        return joints.indexOf(c) >= 0;
    }
}
