//! HTML mail to the plain text a player meant: block elements (`div`, `p`, `br`, `li`,
//! `tr`, headings) become line breaks, `blockquote` lines are marked as quotes, tags are
//! dropped, entities decoded. Outlook and webmail clients write each line of an order as a
//! `<div>`; joining them would glue the weeks together.

/// Converts an HTML body to text, one line per block.
pub(super) fn html_to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 2);
    let mut rest = html;
    let mut quote_depth = 0usize;
    let mut skip_until: Option<&'static str> = None;
    while let Some(lt) = rest.find('<') {
        if skip_until.is_none() {
            push_text(&mut out, &rest[..lt], quote_depth);
        }
        let after = &rest[lt + 1..];
        let Some(gt) = after.find('>') else {
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
        match name.as_str() {
            "style" | "script" | "head" | "title" if !closing => {
                skip_until = Some(match name.as_str() {
                    "style" => "style",
                    "script" => "script",
                    "head" => "head",
                    _ => "title",
                })
            }
            "br" => new_line(&mut out, quote_depth),
            "blockquote" => {
                quote_depth = if closing {
                    quote_depth.saturating_sub(1)
                } else {
                    quote_depth + 1
                };
                if out.ends_with('\n') {
                    out.pop();
                }
                new_line(&mut out, quote_depth);
            }
            "div" | "p" | "li" | "tr" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "ul" | "ol"
            | "table" | "hr"
                if !out.is_empty() && !out.ends_with('\n') =>
            {
                new_line(&mut out, quote_depth)
            }
            _ => {}
        }
    }
    if skip_until.is_none() {
        push_text(&mut out, rest, quote_depth);
    }
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    let mut text = lines.join("\n");
    while text.contains("\n\n\n") {
        text = text.replace("\n\n\n", "\n\n");
    }
    text.trim().to_string()
}

fn new_line(out: &mut String, quote_depth: usize) {
    out.push('\n');
    for _ in 0..quote_depth {
        out.push_str("> ");
    }
}

fn push_text(out: &mut String, raw: &str, quote_depth: usize) {
    let decoded = decode_entities(raw);
    // Source line breaks inside a block are spaces in HTML.
    let mut last_space = out.ends_with([' ', '\n']);
    for c in decoded.chars() {
        let c = if c == '\r' || c == '\n' || c == '\t' {
            ' '
        } else {
            c
        };
        if c == ' ' {
            if !last_space {
                out.push(' ');
            }
            last_space = true;
        } else {
            if out.ends_with('\n') {
                for _ in 0..quote_depth {
                    out.push_str("> ");
                }
            }
            out.push(c);
            last_space = false;
        }
    }
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

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code).map(|c| if c == '\u{a0}' { ' ' } else { c });
    }
    Some(match name {
        "nbsp" => ' ',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "laquo" => '«',
        "raquo" => '»',
        "rsquo" => '\'',
        "lsquo" => '\'',
        "ldquo" => '"',
        "rdquo" => '"',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "aacute" => 'á',
        "eacute" => 'é',
        "iacute" => 'í',
        "oacute" => 'ó',
        "uacute" => 'ú',
        "ntilde" => 'ñ',
        "agrave" => 'à',
        "egrave" => 'è',
        "ecirc" => 'ê',
        "ccedil" => 'ç',
        "ordf" => 'ª',
        "ordm" => 'º',
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
}
