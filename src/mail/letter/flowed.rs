//! `format=flowed` bodies (RFC 3676): mail-parser gives them as sent, soft breaks and all;
//! [`unflow`] gives back the lines their writer meant, so a sentence wrapped by the mail
//! client is one order line again.

use super::clean::normalise;

/// A `format=flowed` text (RFC 3676) as the lines its writer meant. A line ending in a space
/// is soft-broken and joins the next line (with `delsp`, that one space is deleted); lines
/// join only at the same quote depth; a space-stuffed line loses its leading space; the
/// signature separator `-- ` is never joined, nor is a blank line (a sender that leaves a
/// space before a paragraph break does not merge two paragraphs). Quoted lines come out as
/// `> ` marks and their text.
pub(super) fn unflow(text: &str, delsp: bool) -> String {
    let text = normalise(text);
    let mut out: Vec<String> = Vec::new();
    // A paragraph still open (its last line was soft-broken): its quote depth and text.
    let mut open: Option<(usize, String)> = None;
    for raw in text.split('\n') {
        let (depth, rest) = quote_prefix(raw);
        let content = rest.strip_prefix(' ').unwrap_or(rest);
        let signature = content == "-- ";
        let blank = content.trim().is_empty();
        if let Some((d, paragraph)) = open.take_if(|(d, _)| *d != depth || signature || blank) {
            out.push(quoted(d, &paragraph));
        }
        let soft = content.ends_with(' ') && !signature && !blank;
        let piece = if soft && delsp {
            &content[..content.len() - 1]
        } else {
            content
        };
        let paragraph = match open.take() {
            Some((_, mut paragraph)) => {
                paragraph.push_str(piece);
                paragraph
            }
            None => piece.to_string(),
        };
        if soft {
            open = Some((depth, paragraph));
        } else {
            out.push(quoted(depth, &paragraph));
        }
    }
    if let Some((d, paragraph)) = open {
        out.push(quoted(d, &paragraph));
    }
    out.join("\n")
}

/// The quote depth of a flowed line (its leading `>`, also written `> > `) and the rest.
fn quote_prefix(line: &str) -> (usize, &str) {
    let bytes = line.as_bytes();
    let (mut depth, mut i) = (0, 0);
    loop {
        match bytes.get(i) {
            Some(b'>') => {
                depth += 1;
                i += 1;
            }
            Some(b' ') if depth > 0 && bytes.get(i + 1) == Some(&b'>') => i += 1,
            _ => return (depth, &line[i..]),
        }
    }
}

fn quoted(depth: usize, text: &str) -> String {
    if depth == 0 {
        text.to_string()
    } else {
        format!("{} {text}", ">".repeat(depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order_text(body: &str) -> String {
        super::super::clean::order_text(body, &super::super::clean::Sender::default())
    }

    #[test]
    fn flowed_soft_breaks_join() {
        let body = "Week 2: Court Mademoiselle Juliette de Lys, spending an extra 30 \r\ncrowns on gifts.\r\nWeek 3: Regimental duty.\r\n";
        assert_eq!(
            unflow(body, false),
            "Week 2: Court Mademoiselle Juliette de Lys, spending an extra 30 crowns on gifts.\n\
             Week 3: Regimental duty.\n"
        );
        // A hard break (no trailing space) stays a break.
        assert_eq!(
            unflow("Week 1: rapier\nWeek 2: club", false),
            "Week 1: rapier\nWeek 2: club"
        );
    }

    #[test]
    fn flowed_delsp_deletes_the_soft_space() {
        // DelSp=yes: the space before the break was added by the sender, not written.
        assert_eq!(
            unflow("Visit the Horse Gu \nards club\n", true),
            "Visit the Horse Guards club\n"
        );
        assert_eq!(
            unflow("Visit the Horse Gu \nards club\n", false),
            "Visit the Horse Gu ards club\n"
        );
        assert_eq!(
            unflow("Week 1: practise \nrapier\n", true),
            "Week 1: practiserapier\n",
            "with DelSp=yes the sender put the word's space before the soft one"
        );
        assert_eq!(
            unflow("Week 1: practise  \nrapier\n", true),
            "Week 1: practise rapier\n"
        );
    }

    #[test]
    fn flowed_space_stuffing_is_undone() {
        assert_eq!(
            unflow(
                " From the front: rest\n >not a quote\n  two spaces\n",
                false
            ),
            "From the front: rest\n>not a quote\n two spaces\n"
        );
    }

    #[test]
    fn flowed_quotes_join_only_at_the_same_depth() {
        let body = "> Your orders for April \n> were received.\n>> Older \n>> text\n> A soft line before a deeper one \n>> stays apart\nWEEK 1 \nPRAY\n";
        assert_eq!(
            unflow(body, false),
            "> Your orders for April were received.\n\
             >> Older text\n\
             > A soft line before a deeper one \n\
             >> stays apart\n\
             WEEK 1 PRAY\n"
        );
        // A quoted soft line never swallows the unquoted answer under it.
        assert_eq!(
            unflow("> Orders? \nATTEND BALL\n", false),
            "> Orders? \nATTEND BALL\n"
        );
        // The order text of such a letter is the answer alone.
        assert_eq!(
            order_text(&unflow(
                "ATTEND \nBALL\n\nOn Mon, Engarde wrote:\n> Your orders \n> were received.\n",
                false
            )),
            "ATTEND BALL"
        );
    }

    #[test]
    fn flowed_signature_separator_is_never_joined() {
        let body = "WEEK 1 DUEL \nAramis\n-- \nAthos, \nMusketeer\n";
        assert_eq!(
            unflow(body, false),
            "WEEK 1 DUEL Aramis\n-- \nAthos, Musketeer\n"
        );
        assert_eq!(order_text(&unflow(body, false)), "WEEK 1 DUEL Aramis");
        // A soft line right above the separator does not take it in either.
        // (DelSp=yes deletes the soft space whether or not a line follows.)
        assert_eq!(
            unflow("WEEK 1 PRAY \n-- \nAthos\n", true),
            "WEEK 1 PRAY\n-- \nAthos\n"
        );
        assert_eq!(
            unflow("WEEK 1 PRAY \n-- \nAthos\n", false),
            "WEEK 1 PRAY \n-- \nAthos\n"
        );
        assert_eq!(
            order_text(&unflow("WEEK 1 PRAY \n-- \nAthos\n", true)),
            "WEEK 1 PRAY"
        );
    }

    #[test]
    fn flowed_blank_line_ends_a_paragraph() {
        // A sender that leaves a space before a paragraph break does not merge paragraphs.
        assert_eq!(
            unflow("Greetings from Paris! \n\nWeek 1: rest\n", false),
            "Greetings from Paris! \n\nWeek 1: rest\n"
        );
        assert_eq!(unflow("a \n \nb", false), "a \n\nb");
    }
}
