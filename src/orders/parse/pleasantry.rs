//! Pleasantries: the greetings, thanks and closings around the orders, and what mail programs
//! add under them, which order nothing and are skipped without a word.

use super::lex::{one_of, sp};

/// True when the folded text opens with a wish ("I hope Maj. Aguilera accepts my challenge",
/// "ojalá acepte"): what he hopes others do orders nothing of his.
pub fn is_wish(folded: &str) -> bool {
    one_of(&["i hope", "hopefully", "let us hope", "espero que", "ojala"])(folded.trim_start())
        .is_ok()
}

/// True when the folded line is a greeting or a closing that carries no order ("Thanks",
/// "Un saludo"): such lines are skipped without a diagnostic.
pub fn is_pleasantry(folded: &str) -> bool {
    const WORDS: &[&str] = &[
        "thanks",
        "thank you",
        "many thanks",
        "cheers",
        "regards",
        "best regards",
        "kind regards",
        "hi",
        "hello",
        "dear gm",
        "hi gm",
        "hello gm",
        "gracias",
        "muchas gracias",
        "saludos",
        "un saludo",
        "hola",
        "atentamente",
        "un abrazo",
        "hasta pronto",
        "su servidor",
        "a bientot",
        "cordialement",
        "amities",
        "votre serviteur",
        "your servant",
        "yours",
        "yours truly",
        "yours faithfully",
        "all the best",
        "best",
        "best wishes",
    ];
    let trimmed = folded.trim_end_matches(['.', ',', '!', ':', ' ']);
    if is_signature_block(trimmed) || is_mail_app_footer(trimmed) {
        return true;
    }
    let Ok((rest, _)) = one_of(WORDS)(trimmed) else {
        return false;
    };
    // "Hi, GM:", "Hola po, GM": to whom, with a word of the writer's own speech.
    let rest = sp(rest).trim_start_matches([',', ' ']);
    let rest = one_of(&["po", "che", "mate", "amigo"])(rest).map_or(rest, |(r, _)| r);
    matches!(sp(rest).trim_start_matches([',', ' ']), "" | "gm")
}

/// The line a mail app adds under every mail: "Sent from my iPhone", "Get Outlook for
/// Android", "Enviado desde mi Samsung", "Sent from Yahoo Mail for iPhone".
fn is_mail_app_footer(folded: &str) -> bool {
    const LEADS: &[&str] = &[
        "sent from my",
        "sent from",
        "sent with",
        "sent via",
        "get outlook for",
        "enviado desde mi",
        "enviado desde",
        "enviado con",
        "obtener outlook para",
        "envoye de mon",
    ];
    folded.split_whitespace().count() <= 8 && one_of(LEADS)(folded).is_ok()
}

/// A company's signature block and its legal notice: "T: +44 20 7946 0321 | M: +44 ...",
/// "If you are not the intended recipient, please notify the sender...".
fn is_signature_block(folded: &str) -> bool {
    const NOTICE: &[&str] = &[
        "intended recipient",
        "this email and any attachments",
        "this e-mail and any attachments",
        "this message and any attachments",
        "is confidential",
        "are confidential",
        "legally privileged",
        "destinatario previsto",
        "es confidencial",
        "aviso legal",
        "unsubscribe",
    ];
    // (A legal notice is a long sentence: shorter lines are not searched for one.)
    if folded.len() > 60 && NOTICE.iter().any(|n| folded.contains(n)) {
        return true;
    }
    if !folded.contains(':') {
        return false;
    }
    // A telephone: "t: +44 20 7946 0321", "tel. +34 91 123 45 67", "m: 07700 900123".
    let phone = |t: &str| {
        let t = t.trim();
        let Some((label, number)) = t.split_once([':', '.']) else {
            return false;
        };
        [
            "t", "m", "tel", "mob", "mobile", "phone", "fax", "movil", "telefono", "cel",
        ]
        .contains(&label.trim())
            && number.chars().filter(char::is_ascii_digit).count() >= 7
            && number
                .chars()
                .all(|c| c.is_ascii_digit() || " +()-/".contains(c))
    };
    folded.split('|').all(phone)
}

/// An address line: three or more parts between commas, each of a few capitalised words or
/// a number ("Plot 14, Harbour Road, Mpulungu, Northern Province, Zambia").
pub fn is_address(original: &str) -> bool {
    let parts: Vec<&str> = original.split(',').map(str::trim).collect();
    parts.len() >= 3
        && parts.iter().all(|p| {
            let words: Vec<&str> = p.split_whitespace().collect();
            !words.is_empty()
                && words.len() <= 4
                && words.iter().all(|w| {
                    w.starts_with(|c: char| c.is_uppercase())
                        || w.chars()
                            .all(|c| c.is_ascii_digit() || c == '-' || c == '/')
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pleasantries() {
        assert!(is_pleasantry("thanks!"));
        assert!(is_pleasantry("un saludo,"));
        assert!(is_pleasantry("hi gm,"));
        assert!(is_pleasantry("a bientot,"));
        assert!(is_pleasantry("your servant."));
        assert!(!is_pleasantry("thanks for the rest"));
    }
}
