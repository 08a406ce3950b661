package org.tabula.host;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the AsciiDoc man page that picocli's {@code ManPageGenerator} writes into the troff that {@code man} reads.
 * picocli leaves that step to Asciidoctor, which the build does not have (no Asciidoctor Maven plugin is served);
 * this reads only the few forms the generator writes: attributes, the title, sections, paragraphs (hard-broken
 * ones too), and {@code term::} lists with bold, italic, monospace and cross references inline.
 */
final class ManPageTroff {

    private static final Pattern TITLE = Pattern.compile("= (\\S+)\\((\\w+)\\)");
    private static final Pattern ATTRIBUTE = Pattern.compile(":([\\w-]+): ?(.*)");
    private static final Pattern XREF = Pattern.compile("xref:[^\\[\\s]*\\[(.*?)]");
    private static final Pattern BOLD = Pattern.compile("(?<![\\w*])\\*([^*\\s](?:[^*]*?[^*\\s])?)\\*(?![\\w*])");
    private static final Pattern ITALIC = Pattern.compile("(?<![\\w_])_([^_\\s](?:[^_]*?[^_\\s])?)_(?![\\w_])");
    private static final Pattern MONO = Pattern.compile("`([^`]+)`");

    private ManPageTroff() {
    }

    /** The troff page of one AsciiDoc man page. */
    static String convert(String asciidoc) {
        Map<String, String> attributes = new LinkedHashMap<>();
        StringBuilder page = new StringBuilder();
        boolean blank = false;
        boolean afterText = false;
        boolean verbatim = false;
        boolean hardBreaks = false;
        for (String line : asciidoc.split("\n", -1)) {
            if (line.startsWith("//")) {
                continue;
            }
            Matcher title = TITLE.matcher(line);
            Matcher attribute = ATTRIBUTE.matcher(line);
            if (line.isBlank()) {
                blank = true;
                hardBreaks = false;
            } else if (line.equals("[%hardbreaks]")) {
                // The footer's lines, each kept on a line of its own, up to the next blank line.
                hardBreaks = true;
            } else if (attribute.matches()) {
                attributes.put(attribute.group(1), attribute.group(2));
            } else if (title.matches()) {
                page.append(".TH ").append(quoted(title.group(1).toUpperCase(Locale.ROOT))).append(' ')
                        .append(quoted(title.group(2))).append(" \"\" ")
                        .append(quoted(attributes.getOrDefault("mansource", ""))).append(' ')
                        .append(quoted(attributes.getOrDefault("manmanual", ""))).append('\n');
            } else if (line.startsWith("== ")) {
                if (verbatim) {
                    page.append(".fi\n");
                }
                String section = line.substring(3).strip();
                page.append(".SH ").append(quoted(section.toUpperCase(Locale.ROOT))).append('\n');
                // The synopsis keeps picocli's line breaks and indents; everything else is filled.
                verbatim = section.equals("Synopsis");
                if (verbatim) {
                    page.append(".nf\n");
                }
                blank = false;
                afterText = false;
            } else if (line.endsWith("::")) {
                page.append(".TP\n").append(inline(line.substring(0, line.length() - 2))).append('\n');
                blank = false;
                afterText = false;
            } else {
                if (blank && afterText && !verbatim) {
                    page.append(".PP\n");
                }
                page.append(inline(verbatim ? line : line.strip())).append('\n');
                if (hardBreaks) {
                    page.append(".br\n");
                }
                blank = false;
                afterText = true;
            }
        }
        if (verbatim) {
            page.append(".fi\n");
        }
        return page.toString();
    }

    /** A line's inline marks as troff fonts, its backslashes and hyphens escaped, and never a control line. */
    static String inline(String text) {
        String escaped = text.replace("\\", "\\e").replace("-", "\\-");
        escaped = XREF.matcher(escaped).replaceAll(match -> Matcher.quoteReplacement(match.group(1)));
        escaped = BOLD.matcher(escaped).replaceAll("\\\\fB$1\\\\fR");
        escaped = MONO.matcher(escaped).replaceAll("\\\\fB$1\\\\fR");
        escaped = ITALIC.matcher(escaped).replaceAll("\\\\fI$1\\\\fR");
        return escaped.startsWith(".") || escaped.startsWith("'") ? "\\&" + escaped : escaped;
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\e").replace("-", "\\-").replace("\"", "\\(dq") + "\"";
    }
}
