package org.tabula.royalur;

/**
 * Says whether a string is a position, and if not why, without building one: the answer of
 * {@link UrNotation#validatePosition(String)}. It scans the characters where {@link PositionText} splits and
 * builds, and the two agree on every string (a property test holds them to it).
 */
final class PositionCheck {

    private PositionCheck() {
    }

    /** The code of a string: {@link PositionCode#POS_OK} or the first reason, in the order the codes are listed. */
    static PositionCode validate(String text) {
        if (text == null) {
            return PositionCode.POS_NULL;
        }
        int length = text.length();
        if (length > PositionText.MAX_LENGTH) {
            return PositionCode.POS_LONG;
        }
        // Field boundaries: eight fields, none empty, one space between each.
        int[] start = new int[8];
        int[] end = new int[8];
        int field = 0;
        for (int i = 0; i <= length; i++) {
            if (i == length || text.charAt(i) == ' ') {
                if (field >= 8) {
                    return PositionCode.POS_FIELD;
                }
                end[field] = i;
                field++;
                if (field < 8) {
                    start[field] = i + 1;
                }
            }
        }
        if (field != 8) {
            return PositionCode.POS_FIELD;
        }
        for (int f = 0; f < 8; f++) {
            if (end[f] == start[f]) {
                return PositionCode.POS_FIELD;
            }
        }
        int boardEnd = end[0];
        int slashes = 0;
        for (int i = 0; i < boardEnd; i++) {
            slashes += text.charAt(i) == '/' ? 1 : 0;
        }
        if (slashes != 2) {
            return PositionCode.POS_ROWS;
        }
        int rowStart = 0;
        for (int i = 0; i <= boardEnd; i++) {
            if (i == boardEnd || text.charAt(i) == '/') {
                if (i - rowStart != 8) {
                    return PositionCode.POS_WIDTH;
                }
                rowStart = i + 1;
            }
        }
        // The board is now exactly 26 characters: three rows of eight and two slashes.
        for (int i = 0; i < boardEnd; i++) {
            if ("ld.x/".indexOf(text.charAt(i)) < 0) {
                return PositionCode.POS_LETTER;
            }
        }
        int lightOnBoard = 0;
        int darkOnBoard = 0;
        boolean xOnSquare = false;
        for (int i = 0; i < boardEnd; i++) {
            if (i % 9 == 8) {
                continue;
            }
            int file = i % 9;
            boolean gap = (i / 9 != 1) && (file == 4 || file == 5);
            char c = text.charAt(i);
            if (gap && c != 'x') {
                return PositionCode.POS_GAP;
            }
            xOnSquare |= !gap && c == 'x';
            lightOnBoard += c == 'l' ? 1 : 0;
            darkOnBoard += c == 'd' ? 1 : 0;
        }
        if (xOnSquare) {
            return PositionCode.POS_X;
        }
        if (end[1] - start[1] != 1 || (text.charAt(start[1]) != 'l' && text.charAt(start[1]) != 'd')) {
            return PositionCode.POS_SIDE;
        }
        char roll = text.charAt(start[2]);
        if (end[2] - start[2] != 1 || !(roll == '-' || (roll >= '1' && roll <= '9'))) {
            return PositionCode.POS_COUNT;
        }
        int[] counts = new int[4];
        for (int c = 0; c < 4; c++) {
            char digit = text.charAt(start[3 + c]);
            if (end[3 + c] - start[3 + c] != 1 || digit < '0' || digit > '9') {
                return PositionCode.POS_COUNT;
            }
            counts[c] = digit - '0';
        }
        int lightPieces = counts[0] + counts[1] + lightOnBoard;
        int darkPieces = counts[2] + counts[3] + darkOnBoard;
        if (lightPieces != darkPieces || lightPieces < 1 || lightPieces > 9) {
            return PositionCode.POS_COUNT;
        }
        boolean someoneWon = counts[1] == lightPieces || counts[3] == darkPieces;
        if (counts[1] == lightPieces && counts[3] == darkPieces) {
            return PositionCode.POS_COUNT;
        }
        if (someoneWon && roll != '-') {
            return PositionCode.POS_COUNT;
        }
        int digits = end[7] - start[7];
        if (digits > 9 || (digits > 1 && text.charAt(start[7]) == '0')) {
            return PositionCode.POS_COUNT;
        }
        for (int i = start[7]; i < end[7]; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return PositionCode.POS_COUNT;
            }
        }
        return PositionCode.POS_OK;
    }
}
