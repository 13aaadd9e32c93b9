//! A mail's plain text as HTML, for the mail clients that show HTML: the player's result
//! goes out as both (multipart/alternative), like the newspaper.
//!
//! It is a view of the text, not a second template: the same words in the same order, the
//! title as a heading, each section's capitalised heading ("STATUS SHEET", "HIS MONTH") as
//! one, column-aligned blocks (the sheet, the accounts) kept as preformatted text, prose as
//! paragraphs, the signature as a footer. Deterministic, and every character escaped.

/// `text` as a small HTML document titled by its first line.
pub fn from_text(text: &str, language: &str) -> String {
    let text = text.replace("\r\n", "\n");
    let (body, signature) = match text.rsplit_once("\n-- \n") {
        Some((body, signature)) => (body.to_string(), Some(signature.trim().to_string())),
        None => (text.clone(), None),
    };
    let mut lines = body.lines();
    let title = lines.next().unwrap_or_default().trim().to_string();
    let rest: Vec<&str> = lines.collect();
    let mut out = String::new();
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{language}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\nbody {{ font-family: Georgia, 'Times New Roman', serif; max-width: 42em; margin: 1em auto; padding: 0 1em; color: #222; }}\nh1 {{ font-size: 1.4em; border-bottom: 1px solid #999; }}\nh2 {{ font-size: 1.05em; letter-spacing: 0.08em; margin-top: 1.5em; }}\npre {{ font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 0.9em; white-space: pre-wrap; }}\nfooter {{ margin-top: 2em; color: #666; font-style: italic; }}\n</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        escape(&title),
        escape(&title)
    ));
    for block in rest.split(|l| l.trim().is_empty()) {
        if block.is_empty() {
            continue;
        }
        let (first, others) = (block[0], &block[1..]);
        if is_heading(first) {
            out.push_str(&format!("<h2>{}</h2>\n", escape(first.trim())));
            if !others.is_empty() {
                push_block(&mut out, others);
            }
        } else {
            push_block(&mut out, block);
        }
    }
    if let Some(signature) = signature {
        out.push_str(&format!("<footer>{}</footer>\n", escape(&signature)));
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// Lines that hold columns or a list keep their shape; prose flows as a paragraph.
fn push_block(out: &mut String, block: &[&str]) {
    let shaped = block
        .iter()
        .any(|l| l.starts_with(' ') || l.starts_with('\t') || l.contains("  "));
    if shaped || block.len() > 1 && block.iter().any(|l| l.ends_with(':')) {
        out.push_str("<pre>");
        out.push_str(&escape(&block.join("\n")));
        out.push_str("</pre>\n");
    } else {
        out.push_str("<p>");
        out.push_str(&escape(&block.join(" ")));
        out.push_str("</p>\n");
    }
}

/// A section heading: a line in capitals ("STATUS SHEET", "FOR NEXT MONTH (May 1627)").
fn is_heading(line: &str) -> bool {
    let head = line.split('(').next().unwrap_or(line).trim();
    head.chars().filter(|c| c.is_alphabetic()).count() >= 3
        && !head.chars().any(char::is_lowercase)
        && !line.starts_with(' ')
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_becomes_headings_columns_prose_and_a_footer() {
        let text = "La Gazette: Athos in May 1627\n\nSTATUS SHEET\n  Social level   7\n  Crowns         120\n\nHIS MONTH\n\nWeek 1:\n  - Practised with the <rapier> & more.\n\nA line of prose\nthat goes on.\n\n-- \nLa Gazette\n";
        let html = from_text(text, "en");
        assert!(
            html.contains("<h1>La Gazette: Athos in May 1627</h1>"),
            "{html}"
        );
        assert!(
            html.contains(
                "<h2>STATUS SHEET</h2>\n<pre>  Social level   7\n  Crowns         120</pre>"
            ),
            "{html}"
        );
        assert!(html.contains("<h2>HIS MONTH</h2>"), "{html}");
        assert!(html.contains("&lt;rapier&gt; &amp; more"), "{html}");
        assert!(
            html.contains("<p>A line of prose that goes on.</p>"),
            "{html}"
        );
        assert!(html.contains("<footer>La Gazette</footer>"), "{html}");
        assert!(!html.contains("<rapier>"));
        assert!(html.starts_with("<!DOCTYPE html>") && html.contains("lang=\"en\""));
    }

    #[test]
    fn every_word_of_the_text_is_in_the_html() {
        let text = "T: X in May\n\nSTATUS SHEET\n  a b\n\nWeek 1:\n  - c d\n\ne f\n";
        let html = from_text(text, "es");
        for word in ["a", "b", "c", "d", "e", "f", "Week", "STATUS"] {
            assert!(html.contains(word), "{word} in {html}");
        }
    }
}
