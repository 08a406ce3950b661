package org.tabula.host;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The forms of picocli's AsciiDoc man pages, each as troff. */
class ManPageTroffTest {

    @Test
    void aPage_hasItsTitleSectionsParagraphsAndTerms() {
        String asciidoc = String.join("\n",
                "// tag::picocli-generated-full-manpage[]",
                ":doctype: manpage",
                ":manmanual: Tabula Manual",
                ":mansource: tabula 1.0-SNAPSHOT",
                ":man-linkstyle: pass:[blue R < >]",
                "= tabula-moves(1)",
                "",
                "== Name",
                "",
                "tabula-moves - Lists the legal moves.",
                "",
                "== Synopsis",
                "",
                "*tabula moves* [*-hV*] [*--position*=_TEXT_]",
                "             _GAME_",
                "",
                "== Description",
                "",
                "First line.",
                "Second line.",
                "",
                "A new paragraph.",
                "",
                "== Options",
                "",
                "*-h*, *--help*::",
                "  Show this help message and exit.",
                "",
                "xref:tabula-games.adoc[*games*]::",
                "  See `tabula games GAME`.",
                "",
                "== Notes",
                "",
                "[%hardbreaks]",
                "Exit codes: 0 done.",
                "Two lines.",
                "");

        String troff = ManPageTroff.convert(asciidoc);

        assertThat(troff).isEqualTo(String.join("\n",
                ".TH \"TABULA\\-MOVES\" \"1\" \"\" \"tabula 1.0\\-SNAPSHOT\" \"Tabula Manual\"",
                ".SH \"NAME\"",
                "tabula\\-moves \\- Lists the legal moves.",
                ".SH \"SYNOPSIS\"",
                ".nf",
                "\\fBtabula moves\\fR [\\fB\\-hV\\fR] [\\fB\\-\\-position\\fR=\\fITEXT\\fR]",
                "             \\fIGAME\\fR",
                ".fi",
                ".SH \"DESCRIPTION\"",
                "First line.",
                "Second line.",
                ".PP",
                "A new paragraph.",
                ".SH \"OPTIONS\"",
                ".TP",
                "\\fB\\-h\\fR, \\fB\\-\\-help\\fR",
                "Show this help message and exit.",
                ".TP",
                "\\fBgames\\fR",
                "See \\fBtabula games GAME\\fR.",
                ".SH \"NOTES\"",
                "Exit codes: 0 done.",
                ".br",
                "Two lines.",
                ".br",
                ""));
    }

    @Test
    void text_neverStartsAControlLine_andKeepsItsBackslashesAndUnderscoresInWords() {
        assertThat(ManPageTroff.inline(".hidden")).isEqualTo("\\&.hidden");
        assertThat(ManPageTroff.inline("'quoted'")).isEqualTo("\\&'quoted'");
        assertThat(ManPageTroff.inline("a\\b")).isEqualTo("a\\eb");
        assertThat(ManPageTroff.inline("TABULA_PLUGINS and 2*3*4")).isEqualTo("TABULA_PLUGINS and 2*3*4");
    }
}
