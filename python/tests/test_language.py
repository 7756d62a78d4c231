"""Texts in French: `gaslamp.set_language("fr")` makes this thread's texts French
(boards and refusals); codes and the notation stay the same."""

import pytest

import gaslamp


@pytest.fixture(autouse=True)
def english_after():
    yield
    gaslamp.set_language("en")


@pytest.mark.parametrize("name", ["spyrium", "crystal-palace", "goofspiel"])
def test_french_texts_and_the_same_codes(name):
    state = gaslamp.new_game(name, 2, seed=3)
    english = state.observation_string(0)
    assert gaslamp.language() == "en"
    gaslamp.set_language("fr")
    assert gaslamp.language() == "fr"
    french = state.observation_string(0)
    assert french != english
    seat = state.current_seats()[0]
    legal = state.legal_actions(seat)
    # The notation does not change with the language.
    assert [state.action_to_string(a, seat) for a in legal][:5] == [
        state.action_to_string(a, seat) for a in legal
    ][:5]
    # A refusal's reason is French, its code the same.
    legal_set = set(legal)
    illegal = [i for i in range(state.num_distinct_actions()) if i not in legal_set][:50]
    reasons = {}
    for lang in ["en", "fr"]:
        gaslamp.set_language(lang)
        for i in illegal:
            with pytest.raises(gaslamp.IllegalActionError) as e:
                state.apply_action(i, seat)
            reasons.setdefault(i, []).append(str(e.value))
    for en, fr in reasons.values():
        assert en.split(":")[0] == fr.split(":")[0], (en, fr)
        assert en != fr, en


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        gaslamp.set_language("de")
    assert gaslamp.language() == "en"


def test_every_language_of_the_project_is_offered_and_said():
    codes = gaslamp.languages()
    assert codes[0] == "en" and "fr" in codes
    state = gaslamp.new_game("spyrium", 2, seed=3)
    boards = set()
    for code in codes:
        gaslamp.set_language(code)
        assert gaslamp.language() == code
        boards.add(state.observation_string(0))
    assert len(boards) == len(codes)
    # The pseudo-locale's board is said in accented letters only (no text left
    # unlocalized), besides the notation of numbers and signs.
    gaslamp.set_language("en-XA")
    board = state.observation_string(0)
    assert "î" in board
