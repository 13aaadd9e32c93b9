//! A cheap look at a raw email's MIME shape, done before mail-parser sees it.
//!
//! It reads lines and only the `Content-Type` headers: no decoding, no allocation per part
//! beyond the open boundaries. It stops as soon as a limit is passed, so a hostile mail with
//! thousands of parts or a tower of nested multiparts costs one pass over its bytes at most.
//! It is deliberately simpler than a MIME parser; mail-parser's own result is checked again
//! afterwards (see `letter::read_letter_with`).

use super::{Limits, Refusal};

/// One open container: a multipart with its boundary, or an embedded `message/rfc822`.
enum Frame {
    Multipart(Vec<u8>),
    Message,
}

/// Checks nesting depth and part count against `limits`.
///
/// The root message is part 1; every body part opened by a boundary and every embedded
/// message adds one. Depth is the number of containers open at once (a plain mail is 0, a
/// `multipart/alternative` is 1).
pub(super) fn check_shape(raw: &[u8], limits: &Limits) -> Result<(), Refusal> {
    let mut frames: Vec<Frame> = Vec::new();
    let mut parts = 1usize;
    let mut in_headers = true;
    let mut content_type: Vec<u8> = Vec::new();
    let mut in_content_type = false;

    for line in raw.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if in_headers {
            if line.is_empty() {
                in_headers = false;
                in_content_type = false;
                match classify(&content_type) {
                    Container::Multipart(boundary) => frames.push(Frame::Multipart(boundary)),
                    Container::Message => {
                        // The embedded message's own header block follows at once.
                        frames.push(Frame::Message);
                        parts += 1;
                        in_headers = true;
                    }
                    Container::Leaf => {}
                }
                content_type.clear();
                if frames.len() > limits.max_depth {
                    return Err(Refusal::TooDeep {
                        max: limits.max_depth,
                    });
                }
                if parts > limits.max_parts {
                    return Err(Refusal::TooManyParts {
                        max: limits.max_parts,
                    });
                }
            } else if line[0] == b' ' || line[0] == b'\t' {
                if in_content_type {
                    content_type.extend_from_slice(line);
                }
            } else {
                in_content_type = starts_with_ignore_case(line, b"content-type:");
                if in_content_type {
                    content_type.clear();
                    content_type.extend_from_slice(&line[b"content-type:".len()..]);
                }
            }
            continue;
        }

        let Some(rest) = line.strip_prefix(b"--") else {
            continue;
        };
        // The innermost open boundary that this line is a delimiter of.
        let found = frames
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, frame)| match frame {
                Frame::Multipart(b) => rest.strip_prefix(b.as_slice()).and_then(|after| {
                    if after.starts_with(b"--") {
                        Some((i, true))
                    } else if after.iter().all(|c| c.is_ascii_whitespace()) {
                        Some((i, false))
                    } else {
                        None
                    }
                }),
                Frame::Message => None,
            });
        match found {
            Some((i, true)) => frames.truncate(i),
            Some((i, false)) => {
                frames.truncate(i + 1);
                parts += 1;
                if parts > limits.max_parts {
                    return Err(Refusal::TooManyParts {
                        max: limits.max_parts,
                    });
                }
                in_headers = true;
                in_content_type = false;
                content_type.clear();
            }
            None => {}
        }
    }
    Ok(())
}

enum Container {
    Multipart(Vec<u8>),
    Message,
    Leaf,
}

/// Reads `type/subtype; boundary=...` from a (possibly folded) Content-Type value.
fn classify(value: &[u8]) -> Container {
    let lower = value.to_ascii_lowercase();
    let media = lower
        .split(|&b| b == b';')
        .next()
        .unwrap_or_default()
        .trim_ascii();
    if media.starts_with(b"multipart/") {
        match boundary(value, &lower) {
            Some(b) if !b.is_empty() => Container::Multipart(b.to_vec()),
            // A multipart without a boundary cannot have parts: mail-parser reads it as text.
            _ => Container::Leaf,
        }
    } else if media == b"message/rfc822" || media == b"message/global" {
        Container::Message
    } else {
        Container::Leaf
    }
}

/// The boundary parameter, in its original case (`lower` is `value` lowercased, same length).
fn boundary<'a>(value: &'a [u8], lower: &[u8]) -> Option<&'a [u8]> {
    let key = b"boundary=";
    let at = lower.windows(key.len()).position(|w| w == key)? + key.len();
    let rest = &value[at..];
    if let Some(quoted) = rest.strip_prefix(b"\"") {
        let end = quoted
            .iter()
            .position(|&b| b == b'"')
            .unwrap_or(quoted.len());
        Some(&quoted[..end])
    } else {
        let end = rest
            .iter()
            .position(|&b| b == b';' || b.is_ascii_whitespace())
            .unwrap_or(rest.len());
        Some(&rest[..end])
    }
}

fn starts_with_ignore_case(line: &[u8], prefix: &[u8]) -> bool {
    line.len() >= prefix.len() && line[..prefix.len()].eq_ignore_ascii_case(prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(raw: &str) -> Result<(), Refusal> {
        check_shape(
            raw.as_bytes(),
            &Limits {
                max_bytes: usize::MAX,
                max_depth: 2,
                max_parts: 4,
            },
        )
    }

    #[test]
    fn plain_mail_passes() {
        assert_eq!(
            shape("From: a@b\r\nSubject: x\r\n\r\nhello\r\n--\r\nsig\r\n"),
            Ok(())
        );
    }

    #[test]
    fn folded_quoted_boundary_counts_parts() {
        let raw = "Content-Type: multipart/mixed;\r\n\tboundary=\"AbC\"\r\n\r\npre\r\n\
                   --AbC\r\n\r\none\r\n--AbC\r\n\r\ntwo\r\n--AbC\r\n\r\nthree\r\n--AbC--\r\n";
        assert_eq!(shape(raw), Ok(()));
        let raw = raw.replace("--AbC--", "--AbC\r\n\r\nfour\r\n--AbC--");
        assert_eq!(shape(&raw), Err(Refusal::TooManyParts { max: 4 }));
    }

    #[test]
    fn closed_multiparts_do_not_add_depth() {
        let raw = "Content-Type: multipart/mixed; boundary=a\n\n--a\n\
                   Content-Type: multipart/alternative; boundary=b\n\n--b\n\nx\n--b--\n\
                   --a--\n";
        assert_eq!(shape(raw), Ok(()));
    }

    #[test]
    fn embedded_message_adds_depth() {
        let raw = "Content-Type: multipart/mixed; boundary=a\n\n--a\n\
                   Content-Type: message/rfc822\n\n\
                   Content-Type: multipart/alternative; boundary=b\n\n--b\n\nx\n--b--\n--a--\n";
        assert_eq!(shape(raw), Err(Refusal::TooDeep { max: 2 }));
    }

    #[test]
    fn boundary_lookalike_is_not_a_delimiter() {
        let raw = "Content-Type: multipart/mixed; boundary=a\n\n--a\n\n--ab\n--abc\n--a--\n";
        assert_eq!(shape(raw), Ok(()));
    }
}
