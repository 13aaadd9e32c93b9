//! The character line: who the letter is for and his password ("Character: Rodney Bergerac /
//! Password: sekrit", "Personaje: ...", "Contraseña: ..."), read before any order.

use super::lex::{PErr, PResult, longest, punct, sp};
use crate::orders::Say;
use crate::vocab::Language;

/// What the character line says: the name and the password, as slices of the folded line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CharacterLine<'a> {
    pub name: Option<&'a str>,
    pub password: Option<&'a str>,
    pub language: Language,
}

/// ```text
/// character_line = character_label ":" NAME [("/" | "," | ";") password_line]
///                | password_line
/// character_label = "character" | "char" | "personaje" | "pj"
/// password_line = ("password" | "pw" | "contrasena" | "clave") ":" VALUE
/// ```
/// NAME runs to the separator or the end of the line; VALUE to the end of the line.
pub fn character_line(input: &str) -> PResult<'_, CharacterLine<'_>> {
    const LABELS: &[(&str, Language)] = &[
        ("character", Language::English),
        ("character name", Language::English),
        ("char", Language::English),
        ("personaje", Language::Spanish),
        ("pj", Language::Spanish),
    ];
    if let Ok((rest, (password, language))) = password_line(input) {
        let line = CharacterLine {
            name: None,
            password: Some(password),
            language,
        };
        return Ok((rest, line));
    }
    let (rest, (_, language)) = longest(input, LABELS.iter().copied())?;
    let (rest, _) = punct(':')(rest)?;
    let rest = sp(rest);
    let mut end = rest.find(['/', ',', ';']).unwrap_or(rest.len());
    // "Character: Rodney password: sekrit": the password label ends the name, separator or
    // not, so that no name ever carries a password.
    if let Some(at) = (0..end)
        .find(|&k| k > 0 && rest.as_bytes()[k - 1] == b' ' && password_line(&rest[k..]).is_ok())
    {
        end = at - 1;
        let (after, (password, _)) = password_line(&rest[at..])?;
        let name = rest[..end].trim_end();
        return Ok((
            after,
            CharacterLine {
                name: (!name.is_empty()).then_some(name),
                password: Some(password),
                language,
            },
        ));
    }
    let name = rest[..end].trim_end();
    let name = (!name.is_empty()).then_some(name);
    let rest = &rest[end..];
    if rest.is_empty() {
        return Ok((
            rest,
            CharacterLine {
                name,
                password: None,
                language,
            },
        ));
    }
    let after_sep = &rest[1..];
    match password_line(after_sep) {
        Ok((rest, (password, _))) => Ok((
            rest,
            CharacterLine {
                name,
                password: Some(password),
                language,
            },
        )),
        // "Character: Bastien Morel, Colonel of the 69th Arquebusiers": a description.
        Err(_) if rest.starts_with(',') && !after_sep.contains(':') => Ok((
            "",
            CharacterLine {
                name,
                password: None,
                language,
            },
        )),
        Err(_) => PErr::expected(sp(after_sep), 0, Say::PasswordAfterName).fail(),
    }
}

/// `password_line = ("password" | "pw" | "contrasena" | "clave") ":" VALUE`
fn password_line(input: &str) -> PResult<'_, (&str, Language)> {
    const LABELS: &[(&str, Language)] = &[
        ("password", Language::English),
        ("pw", Language::English),
        ("contrasena", Language::Spanish),
        ("clave", Language::Spanish),
    ];
    let (rest, (_, language)) = longest(input, LABELS.iter().copied())?;
    let (rest, _) = punct(':')(rest)?;
    let value = sp(rest).trim_end();
    if value.is_empty() {
        return PErr::expected(value, 0, Say::Password).fail();
    }
    Ok((&value[value.len()..], (value, language)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn character_lines() {
        let (_, c) = character_line("character: rodney bergerac / password: sekrit").unwrap();
        assert_eq!(c.name, Some("rodney bergerac"));
        assert_eq!(c.password, Some("sekrit"));
        let (_, c) = character_line("personaje: pierre de lexemple").unwrap();
        assert_eq!(
            (c.name, c.language),
            (Some("pierre de lexemple"), Language::Spanish)
        );
        let (_, c) = character_line("contrasena: abc def").unwrap();
        assert_eq!((c.name, c.password), (None, Some("abc def")));
        assert!(character_line("characters are fun").is_err());
        let (_, c) = character_line("character: rodney password: sekrit week 1: rest").unwrap();
        assert_eq!(c.name, Some("rodney"));
        assert_eq!(c.password, Some("sekrit week 1: rest"));
        let (_, c) = character_line("character: bastien morel, colonel of the 69th").unwrap();
        assert_eq!((c.name, c.password), (Some("bastien morel"), None));
        assert!(matches!(
            character_line("character: x / colour: red"),
            Err(nom::Err::Failure(_))
        ));
    }
}
