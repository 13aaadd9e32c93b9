//! HTML mail to the plain text a player meant, one line per block as a mail reader shows it.
//!
//! - Block elements (`div`, `p`, `li`, `tr`, headings, `table`...) end a line and `br` breaks
//!   one; Outlook and webmail clients write each line of an order as a `<div>` or `<p>`, and
//!   joining them would glue the weeks together. Word's empty paragraph (`<p>&nbsp;</p>`) is
//!   a blank line.
//! - A table row is one line with its non-empty cells joined by ` | `, so a row "Week 1 |
//!   Practise rapier" is read as one order. Word puts a `<p>` inside every cell: breaks inside
//!   a cell are kept only when the row has a single cell (a layout table holding the whole
//!   letter), and become spaces when the row has several.
//! - An `<ol>` item gets its number (`1. `, from `start` if given); `<pre>` keeps its line
//!   breaks; `blockquote` lines are marked `> ` as quotes.
//! - Tags, comments (Word's `<!--[if ...]-->` too), `head`, `style` and `script` are dropped;
//!   entities are decoded.

/// A line break inside an open table row: resolved when the row closes.
const SOFT_BREAK: char = '\u{1}';
/// Where a table cell starts inside an open table row.
const CELL: char = '\u{2}';
/// Tables open inside one another beyond this are read as plain blocks (a hostile mail could
/// nest thousands, and each open row is rewritten when it closes).
const MAX_TABLE_DEPTH: usize = 16;
/// At most this many `> ` marks start a quoted line, however deep the quote.
const MAX_QUOTE_MARKS: usize = 8;

/// Converts an HTML body to text, one line per block.
pub(super) fn html_to_text(html: &str) -> String {
    let mut w = Writer::default();
    let mut rest = html;
    let mut skip_until: Option<&'static str> = None;
    while let Some(lt) = rest.find('<') {
        if skip_until.is_none() {
            w.text(&rest[..lt]);
        }
        let after = &rest[lt + 1..];
        if let Some(comment) = after.strip_prefix("!--") {
            rest = comment.find("-->").map_or("", |e| &comment[e + 3..]);
            continue;
        }
        if !after.starts_with(|c: char| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?')) {
            // A bare `<` in text ("3 < 4"), not a tag.
            if skip_until.is_none() {
                w.text("<");
            }
            rest = after;
            continue;
        }
        let Some(gt) = tag_end(after) else {
            rest = "";
            break;
        };
        let tag = after[..gt].trim();
        rest = &after[gt + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if let Some(end) = skip_until {
            if closing && name == end {
                skip_until = None;
            }
            continue;
        }
        match (name.as_str(), closing) {
            ("style", false) => skip_until = Some("style"),
            ("script", false) => skip_until = Some("script"),
            ("head", false) => skip_until = Some("head"),
            ("title", false) => skip_until = Some("title"),
            ("br", _) => w.forced_break(),
            ("blockquote", false) => {
                w.end_line();
                w.quote_depth += 1;
            }
            ("blockquote", true) => {
                w.end_line();
                w.quote_depth = w.quote_depth.saturating_sub(1);
            }
            ("pre", false) => {
                w.end_line();
                w.pre += 1;
            }
            ("pre", true) => {
                w.end_line();
                w.pre = w.pre.saturating_sub(1);
            }
            ("ol", false) => {
                w.end_line();
                let start = attribute(tag, "start").and_then(|s| s.trim().parse::<u32>().ok());
                w.lists.push(Some(start.unwrap_or(1).saturating_sub(1)));
            }
            ("ul", false) => {
                w.end_line();
                w.lists.push(None);
            }
            ("ol" | "ul", true) => {
                w.end_line();
                w.lists.pop();
            }
            ("li", false) => w.list_item(),
            ("table", false) => {
                w.end_line();
                if w.tables.len() < MAX_TABLE_DEPTH {
                    w.tables.push(None);
                } else {
                    w.ignored_tables += 1;
                }
            }
            ("table", true) => {
                if w.ignored_tables > 0 {
                    w.ignored_tables -= 1;
                } else {
                    w.close_row();
                    w.tables.pop();
                }
                w.end_line();
            }
            ("tr", false) => w.open_row(),
            ("tr", true) => w.close_row(),
            ("td" | "th", false) => w.cell(),
            (
                "div" | "p" | "li" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "hr" | "dl" | "dt"
                | "dd" | "center" | "address" | "section" | "article" | "header" | "footer"
                | "caption" | "figure" | "figcaption" | "main" | "nav" | "aside" | "form"
                | "fieldset" | "legend" | "details" | "summary",
                _,
            ) => w.end_line(),
            _ => {}
        }
    }
    if skip_until.is_none() {
        w.text(rest);
    }
    while !w.tables.is_empty() {
        w.close_row();
        w.tables.pop();
    }
    let out = w.out.replace(SOFT_BREAK, "\n").replace(CELL, " ");
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    let mut text = lines.join("\n");
    while text.contains("\n\n\n") {
        text = text.replace("\n\n\n", "\n\n");
    }
    text.trim().to_string()
}

/// The text being written, and what is open around it.
#[derive(Default)]
struct Writer {
    out: String,
    quote_depth: usize,
    /// `<pre>` elements open: their line breaks are kept.
    pre: usize,
    /// Open lists, innermost last: an `<ol>` with the number of its last item, a `<ul>`.
    lists: Vec<Option<u32>>,
    /// Open tables, innermost last, each with where its open row starts in `out`.
    tables: Vec<Option<usize>>,
    /// How many of `tables` have an open row.
    open_rows: usize,
    /// Tables opened past [`MAX_TABLE_DEPTH`], read as plain blocks.
    ignored_tables: usize,
    /// Where the last list item's number ends: the line is still empty up to there.
    marker_end: Option<usize>,
    /// The current line holds nothing but non-breaking spaces so far.
    nbsp_line: bool,
}

impl Writer {
    /// Inside a table row, where breaks wait for the row to close.
    fn in_row(&self) -> bool {
        self.open_rows > 0
    }

    /// Nothing written on the current line yet (a list number or a quote mark aside).
    fn at_line_start(&self) -> bool {
        self.out.is_empty()
            || self.out.ends_with(['\n', SOFT_BREAK, CELL])
            || self.marker_end == Some(self.out.len())
    }

    fn push_break(&mut self) {
        self.out.push(if self.in_row() { SOFT_BREAK } else { '\n' });
        self.nbsp_line = false;
        self.marker_end = None;
    }

    /// A block boundary: ends the current line if it holds anything. A line of nothing but
    /// non-breaking spaces (Word's empty paragraph) becomes a blank line.
    fn end_line(&mut self) {
        if !self.at_line_start() || self.nbsp_line {
            self.push_break();
        }
    }

    /// `<br>`: always a new line, so two in a row leave a blank line.
    fn forced_break(&mut self) {
        self.push_break();
    }

    fn list_item(&mut self) {
        if self.marker_end == Some(self.out.len()) {
            // The previous item was empty: keep its number on a line of its own.
            self.push_break();
        }
        self.end_line();
        if let Some(Some(n)) = self.lists.last_mut() {
            *n += 1;
            let marker = format!("{n}. ");
            self.text(&marker);
            self.marker_end = Some(self.out.len());
        }
    }

    fn open_row(&mut self) {
        self.close_row();
        self.end_line();
        let start = self.out.len();
        if let Some(row) = self.tables.last_mut() {
            *row = Some(start);
            self.open_rows += 1;
        }
    }

    fn cell(&mut self) {
        match self.tables.last() {
            None => self.text(" "),
            Some(None) => {
                self.open_row();
                self.out.push(CELL);
            }
            Some(Some(_)) => self.out.push(CELL),
        }
        self.nbsp_line = false;
    }

    /// Closes the innermost table's open row: one line of ` | `-joined cells, or, for a row
    /// of one cell, that cell's own lines.
    fn close_row(&mut self) {
        let Some(start) = self.tables.last_mut().and_then(Option::take) else {
            return;
        };
        self.open_rows -= 1;
        let row = self.out.split_off(start);
        let is_gap = |c: char| c.is_whitespace() || c == SOFT_BREAK;
        let cells: Vec<&str> = row
            .split(CELL)
            .map(|c| c.trim_matches(is_gap))
            .filter(|c| !c.is_empty())
            .collect();
        let line = if cells.len() > 1 {
            cells
                .iter()
                .map(|c| {
                    c.split(SOFT_BREAK)
                        .map(str::trim)
                        .filter(|s| !s.is_empty())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect::<Vec<_>>()
                .join(" | ")
        } else {
            cells.first().map(|c| c.to_string()).unwrap_or_default()
        };
        self.nbsp_line = false;
        self.marker_end = None;
        for (i, piece) in line.split(SOFT_BREAK).enumerate() {
            if i > 0 {
                self.push_break();
            }
            if !piece.is_empty() {
                self.quote_mark();
                self.out.push_str(piece);
            }
        }
        self.end_line();
    }

    /// The `> ` marks of the quote depth, at the start of a line.
    fn quote_mark(&mut self) {
        if self.out.ends_with('\n') {
            for _ in 0..self.quote_depth.min(MAX_QUOTE_MARKS) {
                self.out.push_str("> ");
            }
        }
    }

    /// Text between tags: entities decoded, runs of white space one space (line breaks too,
    /// except inside `<pre>`), invisible characters dropped.
    fn text(&mut self, raw: &str) {
        let decoded = decode_entities(raw);
        for c in decoded.chars() {
            match c {
                '\n' if self.pre > 0 => self.forced_break(),
                '\r' if self.pre > 0 => {}
                '\u{ad}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{feff}' => {}
                c if c.is_whitespace() || c.is_control() => {
                    if c == '\u{a0}' && self.at_line_start() {
                        self.nbsp_line = true;
                    }
                    if !self.at_line_start() && !self.out.ends_with(' ') {
                        self.out.push(' ');
                    }
                }
                c => {
                    self.quote_mark();
                    self.out.push(c);
                    self.nbsp_line = false;
                }
            }
        }
    }
}

/// Where a tag that starts right after `<` ends (its `>`), skipping `>` inside quoted
/// attribute values; a quote that never closes is not taken for one.
fn tag_end(tag: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    let mut after_equals = false;
    for (i, c) in tag.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '>' => return Some(i),
            None => {
                if matches!(c, '"' | '\'') && after_equals {
                    quote = Some(c);
                }
                if !c.is_whitespace() {
                    after_equals = c == '=';
                }
            }
        }
    }
    tag.find('>')
}

/// An attribute's value in a tag (`start="3"`, `start=3`), its name matched in any case.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find(name).map(|a| a + from) {
        from = at + name.len();
        let before_ok = lower[..at].ends_with(|c: char| c.is_whitespace());
        let rest = lower[from..].trim_start();
        if !before_ok || !rest.starts_with('=') {
            continue;
        }
        let value_at = tag.len() - rest.len() + 1;
        let value = tag[value_at..].trim_start();
        return Some(match value.chars().next() {
            Some(q @ ('"' | '\'')) => value[1..].split(q).next().unwrap_or_default().to_string(),
            _ => value
                .split(|c: char| c.is_whitespace() || c == '>' || c == '/')
                .next()
                .unwrap_or_default()
                .to_string(),
        });
    }
    None
}

fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let end = after.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| entity(&after[..e]));
        match (end, decoded) {
            (Some(e), Some(c)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            _ => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A character reference (`#233`, `#xE9`) or a named entity: the Latin-1 set, the letters
/// of French and Spanish, and typography. `nbsp` stays U+00A0 (a space that marks Word's
/// empty paragraphs); typographic quotes become plain ones.
fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "nbsp" => '\u{a0}',
        "ensp" | "emsp" | "thinsp" => ' ',
        "shy" => '\u{ad}',
        "zwsp" | "zwnj" | "zwj" => '\u{200b}',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "lsquo" | "rsquo" | "sbquo" | "prime" => '\'',
        "ldquo" | "rdquo" | "bdquo" | "Prime" => '"',
        "laquo" => '«',
        "raquo" => '»',
        "lsaquo" => '‹',
        "rsaquo" => '›',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "bull" => '•',
        "middot" => '·',
        "dagger" => '†',
        "euro" => '€',
        "trade" => '™',
        "iexcl" => '¡',
        "cent" => '¢',
        "pound" => '£',
        "curren" => '¤',
        "yen" => '¥',
        "brvbar" => '¦',
        "sect" => '§',
        "uml" => '¨',
        "copy" => '©',
        "ordf" => 'ª',
        "not" => '¬',
        "reg" => '®',
        "macr" => '¯',
        "deg" => '°',
        "plusmn" => '±',
        "sup1" => '¹',
        "sup2" => '²',
        "sup3" => '³',
        "acute" => '´',
        "micro" => 'µ',
        "para" => '¶',
        "cedil" => '¸',
        "ordm" => 'º',
        "frac14" => '¼',
        "frac12" => '½',
        "frac34" => '¾',
        "iquest" => '¿',
        "times" => '×',
        "divide" => '÷',
        "Agrave" => 'À',
        "Aacute" => 'Á',
        "Acirc" => 'Â',
        "Atilde" => 'Ã',
        "Auml" => 'Ä',
        "Aring" => 'Å',
        "AElig" => 'Æ',
        "Ccedil" => 'Ç',
        "Egrave" => 'È',
        "Eacute" => 'É',
        "Ecirc" => 'Ê',
        "Euml" => 'Ë',
        "Igrave" => 'Ì',
        "Iacute" => 'Í',
        "Icirc" => 'Î',
        "Iuml" => 'Ï',
        "ETH" => 'Ð',
        "Ntilde" => 'Ñ',
        "Ograve" => 'Ò',
        "Oacute" => 'Ó',
        "Ocirc" => 'Ô',
        "Otilde" => 'Õ',
        "Ouml" => 'Ö',
        "Oslash" => 'Ø',
        "OElig" => 'Œ',
        "Scaron" => 'Š',
        "Ugrave" => 'Ù',
        "Uacute" => 'Ú',
        "Ucirc" => 'Û',
        "Uuml" => 'Ü',
        "Yacute" => 'Ý',
        "Yuml" => 'Ÿ',
        "THORN" => 'Þ',
        "szlig" => 'ß',
        "agrave" => 'à',
        "aacute" => 'á',
        "acirc" => 'â',
        "atilde" => 'ã',
        "auml" => 'ä',
        "aring" => 'å',
        "aelig" => 'æ',
        "ccedil" => 'ç',
        "egrave" => 'è',
        "eacute" => 'é',
        "ecirc" => 'ê',
        "euml" => 'ë',
        "igrave" => 'ì',
        "iacute" => 'í',
        "icirc" => 'î',
        "iuml" => 'ï',
        "eth" => 'ð',
        "ntilde" => 'ñ',
        "ograve" => 'ò',
        "oacute" => 'ó',
        "ocirc" => 'ô',
        "otilde" => 'õ',
        "ouml" => 'ö',
        "oslash" => 'ø',
        "oelig" => 'œ',
        "scaron" => 'š',
        "ugrave" => 'ù',
        "uacute" => 'ú',
        "ucirc" => 'û',
        "uuml" => 'ü',
        "yacute" => 'ý',
        "thorn" => 'þ',
        "yuml" => 'ÿ',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::html_to_text;

    #[test]
    fn each_div_is_a_line() {
        let html = "<html><head><style>p{}</style></head><body><div>Character: Jacques</div><div><br></div>\
                    <div>W1: visit the bawdyhouse</div><div>W2: practice with the sab\nre</div></body></html>";
        assert_eq!(
            html_to_text(html),
            "Character: Jacques\n\nW1: visit the bawdyhouse\nW2: practice with the sab re"
        );
    }

    #[test]
    fn entities_breaks_and_quotes() {
        let html = "<p>1&ordf; Semana: voy a Hunter&#39;s&nbsp;&amp; bebo<br>2) rest</p><blockquote>old text</blockquote>";
        assert_eq!(
            html_to_text(html),
            "1ª Semana: voy a Hunter's & bebo\n2) rest\n> old text"
        );
    }

    #[test]
    fn broken_html_loses_nothing_readable() {
        assert_eq!(html_to_text("Week 1: rest <b"), "Week 1: rest");
        assert_eq!(html_to_text("a &bogus; b & c"), "a &bogus; b & c");
    }

    #[test]
    fn a_table_row_is_one_line() {
        let html = "<p>Character: Philippe</p><table border=\"1\"><tr><th>Week</th><th>Orders</th></tr>\r\n\
                    <tr><td>1</td><td>Court Madame de S&eacute;vign&eacute;</td></tr>\r\n\
                    <tr>\n  <td> 2 </td>\n  <td>The Th&eacute;&acirc;tre Royale</td>\n</tr></table><p>Philippe</p>";
        assert_eq!(
            html_to_text(html),
            "Character: Philippe\nWeek | Orders\n1 | Court Madame de Sévigné\n2 | The Théâtre Royale\nPhilippe"
        );
    }

    #[test]
    fn word_table_cells_with_paragraphs() {
        // Word writes a <p> in every cell; the row is still one line, empty cells go.
        let html = "<table class=MsoTableGrid><tr style='height:5pt'>\
                    <td width=120 valign=top><p class=MsoNormal>Week 1<o:p></o:p></p></td>\
                    <td><p class=MsoNormal><o:p>&nbsp;</o:p></p></td>\
                    <td width=400><p class=MsoNormal>Practise<o:p></o:p></p><p class=MsoNormal>rapier</p></td></tr>\
                    <tr><td><p class=MsoNormal>Week 2</p></td><td><p>Rest<br></p></td></tr></table>";
        assert_eq!(
            html_to_text(html),
            "Week 1 | Practise rapier\nWeek 2 | Rest"
        );
    }

    #[test]
    fn a_layout_table_keeps_its_lines() {
        // One cell holding the whole letter: its blocks stay lines; a table inside it too.
        let html = "<table><tr><td><div>Week 1: rapier</div><div>Week 2: club</div>\
                    <table><tr><td>3</td><td>duty</td></tr></table><p>Athos</p></td></tr></table>";
        assert_eq!(
            html_to_text(html),
            "Week 1: rapier\nWeek 2: club\n3 | duty\nAthos"
        );
        // Cells with no row, and a row never closed, are read all the same.
        assert_eq!(html_to_text("<table><td>1</td><td>rest"), "1 | rest");
    }

    #[test]
    fn ordered_list_items_get_their_numbers() {
        let html = "<div>Orders:</div><ol><li>Regimental duty</li><li><p>Practise the sabre</p></li></ol>\
                    <ol start=\"3\"><li>Club</li><li>Rest</li></ol><ul><li>no number</li></ul>";
        assert_eq!(
            html_to_text(html),
            "Orders:\n1. Regimental duty\n2. Practise the sabre\n3. Club\n4. Rest\nno number"
        );
    }

    #[test]
    fn pre_keeps_its_line_breaks() {
        assert_eq!(
            html_to_text("<pre>Week 1: rapier\nWeek 2:  club\n</pre>after"),
            "Week 1: rapier\nWeek 2: club\nafter"
        );
    }

    #[test]
    fn comments_and_quoted_attributes_hide_nothing() {
        let html = "<!--[if gte mso 9]><xml><w:Zoom>100</w:Zoom></xml><![endif]-->\
                    <p title=\"a > b\">Week 1: rest</p><!-- x > y --><p>Week 2: club</p>\
                    <p><![if !supportLists]>1.<![endif]> Duty</p><p>3 < 4</p>";
        assert_eq!(
            html_to_text(html),
            "Week 1: rest\nWeek 2: club\n1. Duty\n3 < 4"
        );
    }

    #[test]
    fn empty_word_paragraph_is_a_blank_line() {
        let html = "<p class=MsoNormal>Hamelin &#8211; orders<o:p></o:p></p>\
                    <p class=MsoNormal><o:p>&nbsp;</o:p></p>\
                    <p class=MsoNormal>Week&nbsp;1: guard\u{a0}duty</p>";
        assert_eq!(html_to_text(html), "Hamelin – orders\n\nWeek 1: guard duty");
    }

    #[test]
    fn quotes_inside_blocks() {
        let html = "<div>WEEK 1 PRAY</div><blockquote><div>Your orders?</div><div>Engarde</div></blockquote>";
        assert_eq!(html_to_text(html), "WEEK 1 PRAY\n> Your orders?\n> Engarde");
    }

    #[test]
    fn deep_nesting_stays_cheap() {
        // A megabyte of tables and quotes inside one another: read in one pass, the text
        // still there, the quote marks bounded.
        let n = 60_000;
        let html = format!(
            "{}Week 1: rest{}{}Week 2: club",
            "<table><tr><td>".repeat(n),
            "</td></tr></table>".repeat(n),
            "<blockquote>".repeat(n)
        );
        let start = std::time::Instant::now();
        let text = html_to_text(&html);
        assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
        assert_eq!(
            text,
            format!("Week 1: rest\n{}Week 2: club", "> ".repeat(8))
        );
    }
}
